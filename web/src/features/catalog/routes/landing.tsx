import { Hero } from '../components/hero';
import { HowItWorks } from '../components/how-it-works';
import { InspirationGallery } from '../components/inspiration-gallery';
import { PricingBox } from '../components/pricing-box';

export function LandingPage() {
  return (
    <>
      <Hero />
      <InspirationGallery />
      <HowItWorks />
      <PricingBox />
    </>
  );
}

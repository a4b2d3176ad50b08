import { CircleCheck, Sparkles, Wand2, Zap } from 'lucide-react';
import { useState } from 'react';
import { Link, Redirect } from 'wouter';
import { PageSpinner } from '@/components/ui/spinner';
import { useUser } from '../api/get-user';
import { LoginForm } from '../components/login-form';
import { RegisterForm } from '../components/register-form';

type Tab = 'login' | 'register';

const BULLETS = [
  {
    icon: CircleCheck,
    title: 'No Subscriptions',
    text: 'Ads start at $0.99 per ad — pay only for the ads you download.',
  },
  { icon: Wand2, title: 'AI-Powered Designs', text: 'Our AI model generates 50 unique ad designs in minutes.' },
  {
    icon: Zap,
    title: 'Fast & Simple',
    text: 'Pick a style, upload one photo, and get ads with commercial usage rights.',
  },
];

export function AuthPage() {
  const { data: user, isPending } = useUser();
  const [tab, setTab] = useState<Tab>('login');
  if (isPending) return <PageSpinner />;
  if (user) return <Redirect to="/" replace />;

  return (
    <section className="mx-auto grid max-w-5xl gap-8 px-4 py-10 md:grid-cols-2 md:py-16">
      <div className="order-last flex flex-col justify-center gap-6 rounded-box bg-gradient-to-br md:order-none from-primary to-primary/80 p-8 text-primary-content">
        <span className="badge badge-outline gap-1 border-primary-content/40 text-primary-content">
          <Sparkles className="size-3" aria-hidden />
          AdForge
        </span>
        <h1 className="text-3xl font-extrabold tracking-tight">Welcome to AdForge</h1>
        <p className="text-primary-content/85">
          Scroll-stopping ads for your supplement brand, without a designer or an agency.
        </p>
        <ul className="flex flex-col gap-4">
          {BULLETS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-3">
              <Icon className="mt-0.5 size-5 shrink-0" aria-hidden />
              <div>
                <p className="font-semibold">{title}</p>
                <p className="text-sm text-primary-content/80">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>

      <div className="card border border-base-300 bg-base-100 shadow-sm">
        <div className="card-body gap-5">
          <div role="tablist" aria-label="Account" className="tabs tabs-box">
            <button
              type="button"
              role="tab"
              aria-selected={tab === 'login'}
              className={`tab flex-1 ${tab === 'login' ? 'tab-active' : ''}`}
              onClick={() => setTab('login')}
            >
              Login
            </button>
            <button
              type="button"
              role="tab"
              aria-selected={tab === 'register'}
              className={`tab flex-1 ${tab === 'register' ? 'tab-active' : ''}`}
              onClick={() => setTab('register')}
            >
              Register
            </button>
          </div>
          <div>
            <h2 className="text-xl font-bold">{tab === 'login' ? 'Log in to your account' : 'Create your account'}</h2>
            <p className="text-sm text-base-content/70">
              {tab === 'login' ? "Don't have an account? " : 'Already have an account? '}
              <button
                type="button"
                className="link link-primary"
                onClick={() => setTab(tab === 'login' ? 'register' : 'login')}
              >
                {tab === 'login' ? 'Register' : 'Login'}
              </button>
            </p>
          </div>
          {tab === 'login' ? <LoginForm /> : <RegisterForm />}
          <p className="text-center text-xs text-base-content/70">
            By creating an account, you agree to our{' '}
            <Link href="/terms-of-service" className="link">
              Terms of Service
            </Link>{' '}
            and{' '}
            <Link href="/privacy-policy" className="link">
              Privacy Policy
            </Link>
            .
          </p>
        </div>
      </div>
    </section>
  );
}

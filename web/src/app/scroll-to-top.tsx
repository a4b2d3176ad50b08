import { useEffect } from 'react';
import { useLocation } from 'wouter';

/** A new screen starts at the top, like a server-rendered page would. */
export function ScrollToTop() {
  const [location] = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location]);
  return null;
}

import { useEffect } from 'react';
import { useLocation } from 'wouter';

/** After every route change the page scrolls to the top. */
export function ScrollToTop() {
  const [location] = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location]);
  return null;
}

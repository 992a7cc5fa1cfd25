import { useEffect } from 'react';
import { useLocation } from 'wouter';

/** Spec §2.1: after every route change the page scrolls to the top. */
export function ScrollToTop() {
  const [location] = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location]);
  return null;
}

import { useLocation } from 'react-router';

/** The router's path and query, shown for a test to read where a click led. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

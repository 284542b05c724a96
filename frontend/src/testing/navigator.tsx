import { useEffect } from 'react';
import { act } from '@testing-library/react';
import { useNavigate, type NavigateFunction } from 'react-router-dom';

/** The router's navigate, as a link or the Back button would use it. Test support only. */
const router: { navigate?: NavigateFunction } = {};

/** Render inside the router under test; `navigate` then drives it. */
export function Navigator() {
  const navigate = useNavigate();
  useEffect(() => {
    router.navigate = navigate;
  }, [navigate]);
  return null;
}

/** Goes to a path, or back and forward by a number of entries, as the visitor would. */
export function navigate(to: string | number): void {
  act(() => {
    if (typeof to === 'number') void router.navigate!(to);
    else void router.navigate!(to);
  });
}

import { useCallback, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { inAppPath } from '@/shared/account-service';

/** Opens an address: in the app when it is on this origin, else the browser leaves for it. */
export function useOpenAddress(): (href: string) => void {
  const navigate = useNavigate();
  return useCallback(
    (href: string) => {
      const path = inAppPath(href);
      if (path) navigate(path);
      else window.location.assign(href);
    },
    [navigate],
  );
}

/**
 * Props of a link to an address that may be this app's own: a real `href` (middle click and
 * "open in new tab" work), and a plain click on an in-app address navigates without a reload.
 */
export function useAddressLink(href: string) {
  const navigate = useNavigate();
  return {
    href,
    onClick: (event: MouseEvent<HTMLElement>) => {
      const path = inAppPath(href);
      if (!path || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      navigate(path);
    },
  };
}

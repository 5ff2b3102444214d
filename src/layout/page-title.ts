import { useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';
import { PRODUCT_NAME } from '#src/lib/product.ts';

/** SPEC §2: the page title is the product name plus the current path. */
export function pageTitle(pathname: string): string {
  return `${PRODUCT_NAME} | ${pathname}`;
}

export function usePageTitle(): void {
  const pathname = useLocation({ select: (location) => location.pathname });
  useEffect(() => {
    document.title = pageTitle(pathname);
  }, [pathname]);
}

import { Suspense, type ComponentProps } from 'react';
import Box from '@mui/material/Box';
import { lazyPart } from '@/shared/ui/lazy-part';

/**
 * What the representative's pages show after their first paint, each part in the chunk that
 * holds it (HOUSE-6): the price (MUI's table and chip, the pricing) of both pages in one chunk;
 * the orders' list, shown once the company has ordered; the contract's form (react-hook-form and
 * a text field), shown while that step is open. Until a part is there, its place is kept; a failed
 * download shows the connection problem in its place and the page around it, with what was chosen
 * or typed there, stays (TRUST-17).
 */
const loadPrice = () => import(/* webpackChunkName: "representative-price" */ './order-price');
const estimatedPrice = lazyPart(() => loadPrice().then((m) => m.EstimatedPrice));
const orderPrice = lazyPart(() => loadPrice().then((m) => m.OrderPrice));
const ordersSection = lazyPart(() =>
  import(/* webpackChunkName: "representative-orders" */ './orders-section').then(
    (m) => m.OrdersSection,
  ),
);
const signContract = lazyPart(() =>
  import(/* webpackChunkName: "sign-contract" */ './sign-contract-form').then(
    (m) => m.SignContract,
  ),
);

/** Starts the orders' list's download (with the orders' query, before it answers). */
export const prefetchOrdersSection = ordersSection.prefetch;

const place = (minHeight: number) => <Box aria-busy="true" sx={{ minHeight }} />;

export function EstimatedPrice(props: ComponentProps<typeof estimatedPrice.Part>) {
  return (
    <Suspense fallback={place(160)}>
      <estimatedPrice.Part {...props} />
    </Suspense>
  );
}

export function OrderPrice(props: ComponentProps<typeof orderPrice.Part>) {
  return (
    <Suspense fallback={place(160)}>
      <orderPrice.Part {...props} />
    </Suspense>
  );
}

export function OrdersSection(props: ComponentProps<typeof ordersSection.Part>) {
  return (
    <Suspense fallback={place(160)}>
      <ordersSection.Part {...props} />
    </Suspense>
  );
}

export function SignContract(props: ComponentProps<typeof signContract.Part>) {
  return (
    <Suspense fallback={place(120)}>
      <signContract.Part {...props} />
    </Suspense>
  );
}

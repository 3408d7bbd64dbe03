import { RouterProvider } from '@tanstack/react-router';
import { router } from './router';

/** The app once signed in: the router, its frame and its screens, a chunk the sign-in never loads. */
export function SignedInApp() {
  return <RouterProvider router={router} />;
}

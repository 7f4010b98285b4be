import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import NotFoundPage from '../pages/errors/NotFoundPage';
import { RouteTitleClaim } from './pageTitle';
import { RequireAccess } from './RequireAccess';
import { routes } from './routes';
import { Shell } from './Shell';

const router = createBrowserRouter([
  {
    element: <Shell />,
    children: [
      ...routes.map((route) => ({
        path: route.path,
        element: (
          <>
            <RouteTitleClaim route={route.title} />
            <RequireAccess route={route}>
              <route.page />
            </RequireAccess>
          </>
        ),
      })),
      {
        path: '*',
        element: (
          <>
            <RouteTitleClaim route="notFound" />
            <NotFoundPage />
          </>
        ),
      },
    ],
  },
]);

export function App() {
  return <RouterProvider router={router} />;
}

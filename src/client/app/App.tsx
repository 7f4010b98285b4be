import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import NotFoundPage from '../pages/errors/NotFoundPage';
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
          <RequireAccess route={route}>
            <route.page />
          </RequireAccess>
        ),
      })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);

export function App() {
  return <RouterProvider router={router} />;
}

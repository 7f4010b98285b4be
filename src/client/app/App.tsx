import { BrowserRouter, Route, Routes } from 'react-router-dom';
import NotFoundPage from '../pages/errors/NotFoundPage';
import { RouteTitleClaim } from './pageTitle';
import { RequireAccess } from './RequireAccess';
import { routes } from './routes';
import { Shell } from './Shell';

export function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route element={<Shell />}>
          {routes.map((route) => (
            <Route
              key={route.path}
              path={route.path}
              element={
                <>
                  <RouteTitleClaim route={route.title} />
                  <RequireAccess route={route}>
                    <route.page />
                  </RequireAccess>
                </>
              }
            />
          ))}
          <Route
            path="*"
            element={
              <>
                <RouteTitleClaim route="notFound" />
                <NotFoundPage />
              </>
            }
          />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}

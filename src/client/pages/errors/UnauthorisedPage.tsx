import { ErrorPage } from './ErrorPage';

export default function UnauthorisedPage() {
  return <ErrorPage status={403} textKey="errors.unauthorised" />;
}

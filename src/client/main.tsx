import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import i18n from './app/i18n';
import './styles.css';
import { App } from './app/App';
import { installCrashHandlers } from './app/crash';
import { renderCriticalError, StartupMessage, startupProblem } from './app/startup';

const rootElement = document.getElementById('root')!;
const problem = startupProblem();

try {
  if (!problem) installCrashHandlers();
  createRoot(rootElement).render(<StrictMode>{problem ? <StartupMessage problem={problem} /> : <App />}</StrictMode>);
} catch {
  renderCriticalError(rootElement, i18n.t('errors.critical'));
}

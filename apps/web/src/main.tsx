import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { deviceLanguage, setLanguage } from './lib/i18n/language.ts';
import { startTheme } from './lib/theme.ts';
import './index.css';

startTheme();

// The first screen is drawn in the device's language: its catalogue (a few KB) is loaded first, unless English.
void setLanguage(deviceLanguage()).finally(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);

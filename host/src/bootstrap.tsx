import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@reelforge/ui/styles.css';
import './host.css';
import { ConsoleRoot } from './ConsoleRoot.js';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
createRoot(root).render(
  <StrictMode>
    <ConsoleRoot />
  </StrictMode>,
);

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './index.css';

function App() {
  return <main className="p-8"><h1 className="text-3xl font-bold">AdForge</h1></main>;
}

createRoot(document.getElementById('root')!).render(<StrictMode><App /></StrictMode>);

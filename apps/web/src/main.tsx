import './app/app.css';
import { bootstrap } from './app/bootstrap.tsx';

const container = document.getElementById('root');
if (container) void bootstrap(container);

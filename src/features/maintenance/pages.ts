import './maintenance.css';

export { AnnPage } from './AnnPage';

import './maintenance.css';

// NOTE: the maintenance check and screens run from the first load; the announcement page comes
// through `pages.ts`, which only the route table imports, lazily.
export { MaintenanceScreen } from './MaintenanceScreen';
export { checkMaintenance } from './maintain';
export { NoticeWatcher } from './NoticeWatcher';

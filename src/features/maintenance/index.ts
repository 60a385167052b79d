import './maintenance.css';

export { AnnPage } from './AnnPage';
export { MaintenanceScreen } from './MaintenanceScreen';
export { checkMaintenance, readMaintainStatus, requestMaintenanceCheck } from './maintain';
export { NoticeWatcher } from './NoticeWatcher';

export { UpdatePrompt } from './UpdatePrompt';

// The UI kit's imperative overlays in a chunk of their own (see overlays.ts).
export { Dialog, Toast } from 'antd-mobile';

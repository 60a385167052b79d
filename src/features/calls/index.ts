export { CallRecordBody } from './CallRecordBody';
export { CallScreen } from './CallScreen';
export { ChatCallButtons } from './ChatCallButtons';
export { CallStatus } from './callMachine';
export { callTexts } from './texts';
export { callMachine, useCall } from './useCall';

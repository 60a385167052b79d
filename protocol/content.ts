/**
 * The content of every chat message and content-carrying push (issue 44 "one contract per seam"):
 * each type's shape under its wire names, the `encode` its writer uses and the defensive `parse`
 * its reader uses, the content limits, and the hub's parsed {@link MessageBody}. No DOM, no Node.
 */
export * from './content/body';
export * from './content/calls';
export * from './content/chat';
export { charCount, LIMITS } from './content/limits';
export * from './content/market';
export * from './content/media';
export * from './content/money';
export * from './content/promo';
export * from './content/pushes';
export * from './content/room';

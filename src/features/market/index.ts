import './market.css';

// NOTE: the market's pages come through `pages.ts`, which only the route table imports, lazily; the
// wallet page links to /market, and the chats show order messages (type 13) with the card here.
export { OrderNoteCard } from './OrderNoteCard';
export { marketTexts } from './texts';

/** The chat feature's public surface: the stylist and strategist panel. */
export { ChatPanel } from './components/ChatPanel';

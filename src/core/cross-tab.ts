/**
 * Messages between the open tabs of the site (issue 3: a login, logout or balance change in one
 * tab shows in every tab without a reload). BroadcastChannel where the browser has it; else a
 * localStorage write, which other tabs see as a `storage` event. Messages are small and carry
 * no personal data: they only say what changed, and each tab re-reads its own cookies.
 *
 * A message reaches the other tabs only, never the page that sent it: a page acts on its own
 * changes where it makes them, and hearing them again made it redo the work (a saved list read
 * again after each removal, whose answer could still list the offer just removed and bring its
 * card back). A BroadcastChannel object never receives its own messages, so each window sends
 * and listens on ONE channel object. `storage` events already fire in other tabs only.
 */
export type CrossTabMessage =
  | { type: 'identity-change'; reason: 'login' | 'logout' | 'refresh' }
  | { type: 'balance-change' }
  /** An offer was saved or removed (site 4.9, 4.10): other tabs read the saved list again. */
  | { type: 'saved-offers-change' }
  /** The inbox's cards were marked viewed (brain-health 4.10): other tabs read the count cookies again. */
  | { type: 'inbox-change' };

const CHANNEL = 'member-elements';
const STORAGE_KEY = 'memberElements.crossTab';

type WindowWithChannel = Window & { BroadcastChannel?: typeof BroadcastChannel };

const channels = new WeakMap<Window, BroadcastChannel>();

/** This window's one channel, or undefined where the browser has no BroadcastChannel. */
function channelOf(win: Window): BroadcastChannel | undefined {
  const Channel = (win as WindowWithChannel).BroadcastChannel;
  if (typeof Channel !== 'function') return undefined;
  let channel = channels.get(win);
  if (!channel) channels.set(win, (channel = new Channel(CHANNEL)));
  return channel;
}

function isMessage(value: unknown): value is CrossTabMessage {
  return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';
}

/** Tells the other tabs. Never throws. */
export function broadcast(message: CrossTabMessage, win: Window = window): void {
  try {
    const channel = channelOf(win);
    if (channel) {
      channel.postMessage(message);
      return;
    }
    win.localStorage.setItem(STORAGE_KEY, JSON.stringify({ ...message, at: Date.now() }));
  } catch {
    // A tab that cannot tell the others still works on its own.
  }
}

/** Calls `handler` with each message from another tab. Returns a function that stops listening. */
export function listen(handler: (message: CrossTabMessage) => void, win: Window = window): () => void {
  const channel = channelOf(win);
  if (channel) {
    const onMessage = (event: MessageEvent) => {
      if (isMessage(event.data)) handler(event.data);
    };
    channel.addEventListener('message', onMessage);
    return () => channel.removeEventListener('message', onMessage);
  }
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEY || !event.newValue) return;
    try {
      const message: unknown = JSON.parse(event.newValue);
      if (isMessage(message)) handler(message);
    } catch {
      // Not ours, or garbled: ignore.
    }
  };
  win.addEventListener('storage', onStorage);
  return () => win.removeEventListener('storage', onStorage);
}

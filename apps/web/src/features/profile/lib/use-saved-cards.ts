import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { loadCards, saveCards, withDefault, type SavedCard } from './payment-methods.ts';

// One snapshot per user id, replaced on every change, so React sees a new value exactly then.
const snapshots = new Map<string, SavedCard[]>();
const listeners = new Set<() => void>();

function snapshot(userId: string): SavedCard[] {
  let cards = snapshots.get(userId);
  if (!cards) {
    cards = loadCards(userId);
    snapshots.set(userId, cards);
  }
  return cards;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key?.startsWith('careclass:payment-methods:')) {
      snapshots.clear();
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The saved cards of a user on this device (local only), with add, set default and delete. */
export function useSavedCards(userId: number | string) {
  const id = String(userId);
  const cards = useSyncExternalStore(subscribe, () => snapshot(id));

  const write = useCallback(
    (next: SavedCard[]) => {
      saveCards(id, next);
      snapshots.set(id, next);
      for (const listener of listeners) listener();
    },
    [id],
  );

  return useMemo(
    () => ({
      cards,
      add: (card: Omit<SavedCard, 'id' | 'is_default' | 'payment_type'>) => {
        const created: SavedCard = {
          ...card,
          id: `card-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
          payment_type: 'credit_card',
          is_default: false,
        };
        write(withDefault([...snapshot(id), created]));
        return created;
      },
      setDefault: (cardId: string) => write(withDefault(snapshot(id), cardId)),
      remove: (cardId: string) => write(withDefault(snapshot(id).filter((c) => c.id !== cardId))),
    }),
    [cards, id, write],
  );
}

import { signal } from '@preact/signals-react';

/** Spec §9: a notification stays 4500 ms. */
export const NOTIFICATION_MS = 4500;

export interface Note {
  id: number;
  kind: 'success' | 'error' | 'info';
  text: string;
}

export const notes = signal<Note[]>([]);
let nextId = 1;

export function notify(text: string, kind: Note['kind'] = 'info'): void {
  const id = nextId++;
  notes.value = [...notes.value, { id, kind, text }];
  setTimeout(() => dismiss(id), NOTIFICATION_MS);
}

export function dismiss(id: number): void {
  notes.value = notes.value.filter((n) => n.id !== id);
}

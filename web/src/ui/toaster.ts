import { createElement } from 'react';
import { Intent, OverlayToaster, Position, type Toaster } from '@blueprintjs/core';

let toaster: Promise<Toaster> | undefined;

/** One toaster for the whole app, created on first use. */
function getToaster(): Promise<Toaster> {
  toaster ??= OverlayToaster.create({ position: Position.TOP, maxToasts: 4 });
  return toaster;
}

export function showError(message: string): void {
  void getToaster().then((t) => t.show({ message, intent: Intent.DANGER, icon: 'error', timeout: 6_000 }, `error:${message}`));
}

export function showSuccess(message: string): void {
  void getToaster().then((t) => t.show({ message, intent: Intent.SUCCESS, icon: 'tick', timeout: 4_000 }));
}

/** A warning that stays a little longer; `details` are shown as a list under the message. */
export function showWarning(message: string, details: readonly string[] = []): void {
  const body = details.length
    ? createElement(
        'div',
        null,
        message,
        createElement('ul', { className: 'inca-toast-list' }, ...details.map((d, i) => createElement('li', { key: i }, d))),
      )
    : message;
  void getToaster().then((t) => t.show({ message: body, intent: Intent.WARNING, icon: 'warning-sign', timeout: 8_000 }));
}

/** Information the user should read (an outcome, not a fault); `details` are shown as a list under the message. */
export function showInfo(message: string, details: readonly string[] = []): void {
  const body = details.length
    ? createElement(
        'div',
        null,
        message,
        createElement('ul', { className: 'inca-toast-list' }, ...details.map((d, i) => createElement('li', { key: i }, d))),
      )
    : message;
  void getToaster().then((t) => t.show({ message: body, intent: Intent.PRIMARY, icon: 'info-sign', timeout: 8_000 }));
}

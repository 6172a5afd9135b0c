// Moved to src/core/ui/modal-dialog.tsx; this re-export is removed once every view imports it from there.
export * from '../ui/modal-dialog.tsx';

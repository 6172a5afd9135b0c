/** Stories: puts the story page in `locale` (`<html lang>`) and returns a key that changes with it, so elements mount again in the new language. */
import { useEffect, useState } from 'react';

export function usePageLocale(locale: string): number {
  const [key, setKey] = useState(0);
  useEffect(() => {
    const root = document.documentElement;
    const previous = root.lang;
    root.lang = locale;
    setKey((k) => k + 1);
    return () => {
      root.lang = previous;
    };
  }, [locale]);
  return key;
}

/**
 * Stories: puts the story page in `locale` (`<html lang>`) and returns a key that changes with it,
 * so elements mount again in the new language. The identity's page context (read when identity
 * started, before the story set the language) follows, so elements that read the locale from
 * `$identity` (the member strip's Spanish states) see the story's language too.
 */
import { useEffect, useState } from 'react';
import { pageLocale } from '../src/core/locale.ts';
import { $pageContext } from '../src/stores/index.ts';

function followPageLocale(): void {
  const locale = pageLocale(window);
  if ($pageContext.get().locale !== locale) $pageContext.set({ ...$pageContext.get(), locale });
}

export function usePageLocale(locale: string): number {
  const [key, setKey] = useState(0);
  useEffect(() => {
    const root = document.documentElement;
    const previous = root.lang;
    root.lang = locale;
    followPageLocale();
    setKey((k) => k + 1);
    return () => {
      root.lang = previous;
      followPageLocale();
    };
  }, [locale]);
  return key;
}

/**
 * A game client's page (a table, an arena) opened from a launch: the launch names the site's
 * language (`?lang=`), and a page opened in a tab of its own follows it, once, as it opens.
 */
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { setLanguage } from './i18n.ts';

export const useLaunchLanguage = () => {
  const [params] = useSearchParams();
  const lang = useRef(params.get('lang'));
  useEffect(() => {
    const wanted = lang.current;
    if ((wanted === 'en' || wanted === 'vi') && wanted !== document.documentElement.lang)
      void setLanguage(wanted).catch(() => undefined);
  }, []);
};

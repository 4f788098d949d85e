/**
 * "Remember password" of the login popup (spec §4 "Remember login", §9 "Remember-login cookies 24
 * hours"): ticked, the last username, password and SMS number are kept in cookies for one day;
 * unticked, they are cleared. Not offered in the header or agent variants.
 */
export type RememberedLogin = { username: string; password: string; mobile: string };

const COOKIES = {
  username: 'rememberUsername',
  password: 'rememberPassword',
  mobile: 'rememberMobile',
} as const;
export const REMEMBER_SECONDS = 24 * 60 * 60;

const readCookie = (name: string) => {
  const prefix = `${name}=`;
  for (const part of document.cookie.split(';')) {
    const cookie = part.trim();
    if (cookie.startsWith(prefix)) {
      try {
        return decodeURIComponent(cookie.slice(prefix.length));
      } catch {
        return '';
      }
    }
  }
  return '';
};

const writeCookie = (name: string, value: string, maxAge: number) => {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and Safari before 2025 and in jsdom.
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=/; SameSite=Strict${secure}`;
};

export const readRememberedLogin = (): RememberedLogin | null => {
  const remembered = {
    username: readCookie(COOKIES.username),
    password: readCookie(COOKIES.password),
    mobile: readCookie(COOKIES.mobile),
  };
  return remembered.username || remembered.password || remembered.mobile ? remembered : null;
};

/** Keeps what was typed for a day; an empty value leaves the earlier one (the other tab's) alone. */
export const rememberLogin = (login: Partial<RememberedLogin>) => {
  for (const key of Object.keys(COOKIES) as (keyof RememberedLogin)[]) {
    const value = login[key];
    if (value) writeCookie(COOKIES[key], value, REMEMBER_SECONDS);
  }
};

export const forgetLogin = () => {
  for (const name of Object.values(COOKIES)) writeCookie(name, '', 0);
};

/**
 * The home video's link (spec §5 "Embedded video link"): only links on the video site are accepted.
 * A watch link (`?v=`), a shorts link or a youtu.be link becomes the site's embed address; any
 * other link on the site is embedded as given; anything else logs 'Not youtube link!' and shows no
 * video. The host is parsed, not searched for, so `evil.example/?youtube.com` is refused.
 */

/** Spec §9 "Embed languages": the video player's language for each site language. */
const PLAYER_LANGUAGE: Record<string, string> = { en: 'en', ty: 'tl', cn: 'zh', vi: 'vi', th: 'th' };

const VIDEO_HOSTS = ['youtube.com', 'youtube-nocookie.com', 'youtu.be'];
const onVideoSite = (host: string) => VIDEO_HOSTS.some((site) => host === site || host.endsWith(`.${site}`));
/** A video id as the site writes them. */
const VIDEO_ID = /^[\w-]{6,20}$/;

const embedOf = (id: string | null | undefined, language: string) => {
  if (!id || !VIDEO_ID.test(id)) return undefined;
  const hl = PLAYER_LANGUAGE[language.toLowerCase()] ?? 'en';
  return `https://www.youtube.com/embed/${id}?hl=${hl}`;
};

/** The address to embed for `link`, or undefined (after logging 'Not youtube link!'). */
export const videoEmbedUrl = (link: string | null | undefined, language: string): string | undefined => {
  let url: URL | undefined;
  try {
    url = link ? new URL(link) : undefined;
  } catch {
    url = undefined;
  }
  if (!url || !['https:', 'http:'].includes(url.protocol) || !onVideoSite(url.hostname.toLowerCase())) {
    console.log('Not youtube link!');
    return undefined;
  }
  const host = url.hostname.toLowerCase();
  const path = url.pathname.split('/').filter(Boolean);
  if (host === 'youtu.be' || host.endsWith('.youtu.be')) return embedOf(path[0], language) ?? link!;
  if (path[0] === 'watch' && url.searchParams.has('v'))
    return embedOf(url.searchParams.get('v'), language) ?? link!;
  if (path[0] === 'shorts' && path[1]) return embedOf(path[1], language) ?? link!;
  return link!;
};

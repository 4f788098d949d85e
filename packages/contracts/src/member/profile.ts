/**
 * PUT /wps/member/profile: the member changes their own nickname or picks one of the drawn avatars
 * (issue 15 "securityCenter"). The nickname is checked by the server's field rule (the same
 * `checkField` as registration), so its bounds are not repeated here; the answer is the member info.
 */
import { z } from 'zod';

/** How many drawn avatars the site serves at `/img/avatars/avatar-N.svg` (N = 1…AVATAR_COUNT). */
export const AVATAR_COUNT = 8;
export const avatarUrl = (n: number) => `/img/avatars/avatar-${n}.svg`;
/** The drawn avatar an icon URL names, or undefined for any other image. */
export const avatarNumber = (iconUrl: string) => {
  const match = /^\/img\/avatars\/avatar-(\d+)\.svg$/.exec(iconUrl);
  const n = match ? Number(match[1]) : Number.NaN;
  return n >= 1 && n <= AVATAR_COUNT ? n : undefined;
};

export const ZUpdateProfileRequest = z.object({
  /** Trimmed and checked by the nickname field rule on the server (a hint names its bounds). */
  nickname: z.string().max(200).optional(),
  avatar: z.number().int().min(1).max(AVATAR_COUNT).optional(),
});
export type TUpdateProfileRequest = z.input<typeof ZUpdateProfileRequest>;

/** PUT /wps/member/info/icon: an uploaded avatar, png or jpg, at most 5 MB (base64 or a data URL). */
export const ZUploadAvatarRequest = z.object({ image: z.string().min(1).max(7_200_000) });
export type TUploadAvatarRequest = z.input<typeof ZUploadAvatarRequest>;
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
/** i18n keys of an avatar's refusals (spec §8: "image maximum size 5MB", "only png or jpg accepted"). */
export const AvatarMessageKey = { tooLarge: 'in_image_max_5mb', invalid: 'in_image_png_jpg_only' } as const;

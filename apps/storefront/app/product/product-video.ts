/**
 * What the product's `video` attribute (spec 000 §3) can be played as: a YouTube or Vimeo page
 * becomes the provider's embed URL (YouTube's no-cookie host), a video file plays in <video>;
 * anything else stays a plain link. The CSP allows exactly these frame hosts (decision 188).
 */

export type ProductVideo =
  | { kind: 'embed'; src: string }
  | { kind: 'file'; src: string; type: string; captions: string | null };

/** The frame hosts the embeds use; security-headers.ts lists the same in frame-src. */
export const VIDEO_FRAME_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'] as const;

const FILE_TYPES: Record<string, string> = { mp4: 'video/mp4', webm: 'video/webm', ogv: 'video/ogg' };
const YOUTUBE_ID = /^[A-Za-z0-9_-]{6,20}$/;
const VIMEO_ID = /^\d{1,12}$/;

function youtubeId(url: URL): string | null {
  const host = url.hostname.replace(/^(www|m)\./, '');
  const segments = url.pathname.split('/').filter(Boolean);
  const id =
    host === 'youtu.be'
      ? segments[0]
      : host === 'youtube.com' || host === 'youtube-nocookie.com'
        ? segments[0] === 'watch'
          ? url.searchParams.get('v')
          : segments[0] === 'embed' || segments[0] === 'shorts'
            ? segments[1]
            : null
        : null;
  return id && YOUTUBE_ID.test(id) ? id : null;
}

function vimeoId(url: URL): string | null {
  const host = url.hostname.replace(/^www\./, '');
  const segments = url.pathname.split('/').filter(Boolean);
  const id = host === 'vimeo.com' ? segments[0] : host === 'player.vimeo.com' ? segments[1] : null;
  return id && VIMEO_ID.test(id) ? id : null;
}

/**
 * `url` and `captions` are already safe links (own paths or http(s)); captions are used only with
 * a video file (embeds bring their own).
 */
export function productVideo(url: string | null, captions: string | null = null): ProductVideo | null {
  if (!url) return null;
  const parsed = new URL(url, 'https://shop.invalid');
  const youtube = youtubeId(parsed);
  if (youtube) return { kind: 'embed', src: `https://www.youtube-nocookie.com/embed/${youtube}` };
  const vimeo = vimeoId(parsed);
  if (vimeo) return { kind: 'embed', src: `https://player.vimeo.com/video/${vimeo}` };
  const extension = /\.([a-z0-9]+)$/i.exec(parsed.pathname)?.[1]?.toLowerCase() ?? '';
  const type = FILE_TYPES[extension];
  return type ? { kind: 'file', src: url, type, captions } : null;
}

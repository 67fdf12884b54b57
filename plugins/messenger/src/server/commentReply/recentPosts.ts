import type { RecentPostView } from '../../common/schemas/commentReply.ts';
import type { GraphClient } from '../graph/graphClient.ts';
import type { CommentPlatform } from './commentGraph.ts';

interface FacebookPost {
  id: string;
  message?: string;
  story?: string;
  created_time?: string;
  full_picture?: string;
  permalink_url?: string;
}

interface InstagramMedia {
  id: string;
  caption?: string;
  timestamp?: string;
  media_url?: string;
  thumbnail_url?: string;
  permalink?: string;
}

/** How many recent posts the picker offers: one page of Graph results. */
const postsShown = 25;

/**
 * The page's recent posts (`GET /<page-id>/posts`) or the Instagram account's recent media
 * (`GET /<ig-id>/media`), for picking the post a rule answers on. One call, counted by the caller.
 */
export async function recentPosts(graph: GraphClient, token: string, platform: CommentPlatform, channelAccountId: string): Promise<RecentPostView[]> {
  if (platform === 'instagram') {
    const media = await graph.get<{ data: InstagramMedia[] }>(`${channelAccountId}/media`, token, {
      fields: 'id,caption,timestamp,media_url,thumbnail_url,permalink',
      limit: String(postsShown),
    });
    return media.data.map((item) => ({
      id: item.id,
      text: item.caption ?? '',
      createdAt: item.timestamp ?? null,
      picture: item.thumbnail_url ?? item.media_url ?? null,
      link: item.permalink ?? null,
    }));
  }
  const posts = await graph.get<{ data: FacebookPost[] }>(`${channelAccountId}/posts`, token, {
    fields: 'id,message,story,created_time,full_picture,permalink_url',
    limit: String(postsShown),
  });
  return posts.data.map((post) => ({
    id: post.id,
    text: post.message ?? post.story ?? '',
    createdAt: post.created_time ?? null,
    picture: post.full_picture ?? null,
    link: post.permalink_url ?? null,
  }));
}

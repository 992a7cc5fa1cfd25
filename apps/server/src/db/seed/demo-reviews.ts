/**
 * Demo reviews (order_comments) by the demo reviewers: good (score sum >= 15), medium (11-14) and bad (<= 10)
 * ones, some with pictures and store replies. `order_comments` has no foreign key to orders, so the reviews
 * carry order_id 0 instead of inventing order history for the reviewers.
 */
import { seededRandom } from './demo-catalog.ts';

type Level = 'good' | 'medium' | 'bad';
type Scores = readonly [number, number, number, number];
type NonEmpty<T> = readonly [T, ...T[]];

/** [score, agree, service, speed] per level; sums 16-20 / 12-13 / 6-9. */
const SCORES: Readonly<Record<Level, NonEmpty<Scores>>> = {
  good: [
    [5, 5, 5, 5],
    [5, 4, 5, 5],
    [5, 5, 4, 5],
    [4, 4, 4, 4],
  ],
  medium: [
    [3, 3, 3, 3],
    [3, 4, 3, 3],
    [4, 3, 3, 3],
  ],
  bad: [
    [2, 2, 2, 2],
    [1, 2, 1, 2],
    [2, 3, 2, 2],
  ],
};

const TEXTS: Readonly<Record<Level, NonEmpty<string>>> = {
  good: [
    '质量很好，和描述的一样，物流也很快，好评！',
    '包装完好，做工精细，用了几天很满意。',
    '性价比很高，客服态度也好，推荐购买。',
    '第二次回购了，一如既往的好。',
    '颜值在线，手感不错，家人都说好。',
    '发货速度快，第二天就到了，五星好评。',
    '正品无疑，细节做得很到位，值得这个价。',
    '比实体店便宜不少，东西也一样好。',
  ],
  medium: [
    '东西还可以，就是物流有点慢。',
    '整体一般，价格再便宜点就好了。',
    '用着还行，有些小瑕疵，能接受。',
    '和预期差不多，包装可以再好一些。',
  ],
  bad: ['收到的商品有划痕，联系客服处理中。', '和图片有色差，不太满意。', '快递太慢了，等了一个星期才到。'],
};

const REPLIES: Readonly<Record<Level, string>> = {
  good: '感谢您的支持与认可，期待您再次光临！',
  medium: '感谢您的反馈，我们会继续改进商品和服务。',
  bad: '非常抱歉给您带来不便，客服会尽快联系您处理，请留意消息。',
};

export interface ReviewTarget {
  goods_id: number;
  store_id: number;
  /** Picture a reviewer may attach (the goods' own). */
  image: string;
  sale: number;
}

export interface DemoReview {
  id: number;
  user_id: number;
  goods_id: number;
  store_id: number;
  score: string;
  agree: string;
  service: string;
  speed: string;
  content: string;
  image: string;
  reply: string;
  /** Days before the seed. */
  daysAgo: number;
}

/**
 * Reviews for `featured` goods (fixed mixes, so their pages show all three levels) and for the best sellers
 * among `targets` (1-4 each, four in five good).
 */
export function buildReviews(
  targets: readonly ReviewTarget[],
  reviewerIds: readonly number[],
  featured: ReadonlyArray<readonly [number, readonly Level[]]>,
  bestSellers: number,
): DemoReview[] {
  const rnd = seededRandom(88);
  const pick = <T>(list: NonEmpty<T>): T => list[Math.floor(rnd() * list.length)] ?? list[0];
  const reviews: DemoReview[] = [];
  const add = (target: ReviewTarget, level: Level, n: number) => {
    const [score, agree, service, speed] = pick(SCORES[level]);
    const withPicture = level !== 'medium' && rnd() < 0.3;
    reviews.push({
      id: reviews.length + 1,
      user_id: reviewerIds[n % reviewerIds.length] ?? 0,
      goods_id: target.goods_id,
      store_id: target.store_id,
      score: score.toFixed(2),
      agree: agree.toFixed(2),
      service: service.toFixed(2),
      speed: speed.toFixed(2),
      content: pick(TEXTS[level]),
      image: withPicture ? target.image : '',
      reply: level === 'bad' || rnd() < 0.35 ? REPLIES[level] : '',
      daysAgo: 1 + Math.floor(rnd() * 60),
    });
  };
  const byId = new Map(targets.map((t) => [t.goods_id, t]));
  for (const [goodsId, levels] of featured) {
    const target = byId.get(goodsId);
    if (target) levels.forEach((level, i) => add(target, level, i));
  }
  const featuredIds = new Set(featured.map(([id]) => id));
  const popular = [...targets]
    .filter((t) => !featuredIds.has(t.goods_id))
    .sort((a, b) => b.sale - a.sale || a.goods_id - b.goods_id)
    .slice(0, bestSellers);
  for (const target of popular) {
    const count = 1 + Math.floor(rnd() * 4);
    for (let i = 0; i < count; i++) {
      const roll = rnd();
      add(target, roll < 0.8 ? 'good' : roll < 0.92 ? 'medium' : 'bad', target.goods_id + i);
    }
  }
  return reviews;
}

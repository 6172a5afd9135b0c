/**
 * The markup the CMS renders for the rewards catalogue (CONTRACT 4c): a list of goods, each an
 * item with its goods id, goods type id, points, order attribute and purchase flag (and a
 * registered date when it has one), around the CMS's own content: a heading, a line of text and
 * a 'Details' link. The demo site, the stories and the tests render this one template.
 */
import { html, nothing } from 'lit-html';
import goods from '../fixtures/rewards/goods.json' with { type: 'json' };
import { configScript } from './render.ts';

export interface CatalogGoodsFields {
  goodsId: string;
  goodsTypeId: string;
  points: number | string;
  name: string;
  text?: string;
  href: string;
  orderAttr?: string;
  forPurchase?: boolean;
  registeredDate?: string;
  /** The item's id (the target of its own 'Details' link on the demo). */
  anchor?: string;
}

export interface RewardsCatalogFields {
  goods: readonly CatalogGoodsFields[];
  /** Embedded configuration: joinUrl, historyUrl. */
  config?: Record<string, unknown>;
  /** The heading level of each item (3 under the page's h2). */
  level?: 2 | 3;
}

const itemTemplate = (item: CatalogGoodsFields, level: 2 | 3) =>
  html`<li
    id=${item.anchor ?? nothing}
    data-goods-id=${item.goodsId}
    data-goods-type-id=${item.goodsTypeId}
    data-points=${String(item.points)}
    data-order-attr=${item.orderAttr ?? nothing}
    data-for-purchase=${item.forPurchase === undefined ? nothing : String(item.forPurchase)}
    data-registered-date=${item.registeredDate ?? nothing}
  >
    ${level === 2 ? html`<h2>${item.name}</h2>` : html`<h3>${item.name}</h3>`} ${item.text ? html`<p>${item.text}</p>` : nothing}
    <a href=${item.href}>Details<span class="visually-hidden">: ${item.name}</span></a>
  </li>`;

export const rewardsCatalogTemplate = ({ goods: items, config, level = 3 }: RewardsCatalogFields) =>
  html`<rewards-catalog
    >${config ? configScript(config) : nothing}
    <ul class="rewards-catalog__goods">
      ${items.map((item) => itemTemplate(item, level))}
    </ul></rewards-catalog
  >`;

/** The demo catalogue: every goods of the emulator's fixtures (fixtures/rewards/goods.json). */
export function demoCatalogGoods(): CatalogGoodsFields[] {
  return goods.map((item) => ({
    goodsId: item.primaryIdentifier,
    goodsTypeId: String(item.goodsTypeId),
    points: item.pointValue,
    name: item.name,
    text: item.shortDescription,
    href: `/rewards/catalog/#${item.primaryIdentifier.toLowerCase()}`,
    anchor: item.primaryIdentifier.toLowerCase(),
    orderAttr: item.customAttributes.orderAttr,
    forPurchase: item.customAttributes.isForPurchase,
  }));
}

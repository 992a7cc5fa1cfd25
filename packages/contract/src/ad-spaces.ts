/**
 * Ad spaces the storefront home reads by name (`GET /api/adv?name=`): the slides, up to three tiles beside the
 * shortcuts, and one banner above each category floor (the n-th ad over the n-th floor). The server names the
 * first slide's picture in the home page's HTML (preload), so both sides read the names from here.
 */
export const HOME_AD_SPACES = { slides: 'PC_首页幻灯片', tiles: 'PC_首页推荐', floors: 'PC_首页楼层' } as const;

/**
 * Server messages returned in `msg`. zh-cn texts are qwshop's catalogue word for word (clients match
 * on some of them); en is chosen when the request asks for it (Accept-Language: en…, or `lang=en`).
 */
export type Lang = 'zh-cn' | 'en';

const catalogue = {
  ok: ['ok', 'ok'],
  error: ['操作失败.', 'The operation failed.'],
  success: ['操作成功.', 'The operation was successful.'],
  failed: ['异常错误.', 'Abnormal operation.'],
  loginInv: ['账号失效.', 'Your login has expired, please sign in again.'],
  pmsThr: ['权限异常.', 'You do not have permission for this action.'],
  'account.ownRoles': ['不能修改自己的角色.', 'You cannot change your own roles.'],
  'account.ownRoleEdit': ['不能修改或删除自己所属的角色.', 'You cannot edit or delete a role you hold yourself.'],
  'account.roleBeyondOwn': [
    '只能授予自己拥有的菜单和权限.',
    'You can only grant menus and permissions that you hold yourself.',
  ],
  'account.beyondOwn': [
    '不能管理权限超出自己的账号或角色.',
    'You cannot manage an account or role that has rights you do not hold.',
  ],
  'account.roleNotOwn': ['角色不存在或不属于本店.', 'That role does not exist or belongs to another store.'],
  pwdErr: ['密码错误.', 'Wrong password.'],
  'secret.needCurrent': ['请输入当前密码.', 'Enter your current password to set a new one.'],
  'secret.needCurrentOrCode': [
    '请输入当前密码或手机短信验证码.',
    'Enter your current password, or an SMS code sent to your phone, to set a new one.',
  ],
  'secret.needCurrentPay': ['请输入当前支付密码.', 'Enter your current payment password to set a new one.'],
  'secret.needCurrentPayOrCode': [
    '请输入当前支付密码或手机短信验证码.',
    'Enter your current payment password, or an SMS code sent to your phone, to set a new one.',
  ],
  'secret.needCurrentForPhone': [
    '请输入当前登录密码以更换手机号码.',
    'Enter your current password to change your phone number.',
  ],
  'secret.wrongCurrent': ['当前密码错误.', 'The current password is wrong.'],
  'secret.wrongCurrentPay': ['当前支付密码错误.', 'The current payment password is wrong.'],
  subNotAllowBuy: [
    '子账户不允许使用平台购买功能。',
    'Sub-accounts are not allowed to use the platform purchase function.',
  ],
  userThr: ['账号异常.', 'Account is abnormal.'],
  userErr: ['账号或密码错误.', 'Account or password error.'],
  accountLocked: [
    '登录失败次数过多，账号已锁定，请 {minutes} 分钟后再试.',
    'Too many failed sign-ins: this account is locked, try again in {minutes} minutes.',
  ],
  payLocked: [
    '支付密码错误次数过多，余额支付已锁定，请 {minutes} 分钟后再试.',
    'Too many wrong payment passwords: paying by balance is locked, try again in {minutes} minutes.',
  ],
  oauthThr: ['oAuth异常.', 'Verification failed, please verify again.'],
  'captcha.expired': ['验证已失效，请重新滑动验证.', 'The verification has expired, please slide again.'],
  'captcha.missed': ['滑块未对准缺口，请重新滑动验证.', 'The slider did not stop at the gap, please slide again.'],
  configThr: ['配置信息异常.', 'Configuration not found.'],
  phoneThr: ['手机号码错误.', 'Wrong phone number.'],
  userExist: ['手机号码错误.', 'This account already exists.'],
  userNameExist: ['用户名已经存在.', 'The username already exists.'],
  phoneExist: ['手机号码已经存在.', 'The phone number already exists.'],
  'upload.fileNotFound': ['没有找到上传文件.', 'No uploaded file was found.'],
  'upload.invalidFile': ['无效文件上传.', 'Invalid file upload.'],
  'upload.notAllow': ['文件类型不允许上传.', 'This file type may not be uploaded.'],
  'upload.tooLarge': ['文件过大，最大10MB.', 'The file is too large (10 MB at most).'],
  'upload.uploadThr': ['上传异常.', 'Upload failed.'],
  'upload.tooMany': ['一次最多上传10个文件.', 'At most 10 files can be uploaded at once.'],
  'upload.badName': ['上传目录名称无效.', 'Invalid upload folder name (a-z, 0-9 and _, at most 30).'],
  'upload.badOption': ['上传参数无效.', 'Invalid upload options.'],
  'upload.badDir': ['图片空间目录不存在.', 'The image space folder does not exist.'],
  'sms.phoneError': ['手机号码不正确.', 'The phone number is incorrect.'],
  'sms.signEmpty': ['签名不存在.', 'No SMS template exists for this purpose.'],
  'sms.sendErr': ['发送短信失败.', 'Failed to send the SMS.'],
  'sms.smsErr': ['验证码错误.', 'Wrong verification code.'],
  'sms.smsInvalid': ['验证码失效.', 'The verification code has expired.'],
  'sms.tooManyErrors': ['验证码错误次数过多，请重新获取验证码.', 'Too many wrong codes: please request a new code.'],
  'sms.reSend': ['请不要频繁发送.', "Don't send frequently."],
  'sms.phoneExists': ['手机号码已经存在.', 'The phone number already exists.'],
  'sms.phoneNoExists': ['手机号码不存在.', 'The phone number does not exist.'],
  'sms.sendSuccess': ['短信发送成功.', 'SMS was sent successfully.'],
  'store.defined': ['店铺已经存在.', 'The store already exists.'],
  'store.notMall': ['您不是店铺拥有者.', 'You are not the owner of a store.'],
  'store.subLimit': ['子账户不允许开设店铺.', 'Sub-accounts may not open a store.'],
  'store.notFound': ['店铺不存在.', 'The store does not exist.'],
  'store.notJoin': ['store not join.', 'You have not applied for a store yet.'],
  'store.approved': [
    '店铺已通过审核，请在商家后台修改店铺资料.',
    'The store is already approved: edit its details in the Seller back office.',
  ],
  'store.badPhone': ['{field} 不是有效的电话号码.', '{field} is not a valid phone number.'],
  'store.badOwner': ['店主必须是已存在的主账号.', 'The store owner must be an existing main account.'],
  'money.notEnough': ['余额不足.', 'The balance is not enough.'],
  'money.tooLarge': ['金额超出范围.', 'The balance would exceed the maximum amount.'],
  'money.zero': ['金额不能为0.', 'The amount cannot be 0.'],
  'favorite.notFound': ['收藏的商品或店铺不存在.', 'The goods or store to add does not exist.'],
  findDataError: ['find data error.', 'The data was not found.'],
  editDataError: ['edit data error.', 'Nothing was updated: the data was not found.'],
  tooFrequent: ['您请求太频繁了，请休息一会', 'You are requesting too often, please rest a moment.'],
  badRequest: ['请求参数错误.', 'Invalid request parameters.'],
  notSearchable: ['字段 {field} 不能用于搜索.', 'The field {field} cannot be used for searching.'],
  badOperator: ['不支持的搜索条件 {op}.', 'Unsupported search operator {op}.'],
  notSortable: ['字段 {field} 不能用于排序.', 'The field {field} cannot be used for sorting.'],
  badValue: ['字段 {field} 的值无效.', 'The value of {field} is invalid.'],
  nulByte: [
    '字段 {field} 含有不允许的空字符 (NUL).',
    'The value of {field} contains a NUL character, which is not allowed.',
  ],
  'upload.thumbConflict': [
    '缩略图宽度 {width} 重复且高度不同.',
    'Two thumbnails have the width {width} with different heights.',
  ],
  required: ['{field} 不能为空.', '{field} cannot be empty.'],
  tooLong: ['{field} 不能超过 {max} 个字符.', '{field} must be at most {max} characters.'],
  passwordLength: ['密码长度应为6-64位.', 'The password must be 6 to 64 characters long.'],
  badIds: ['请先选择操作数据.', 'Please select the operation data first.'],
  protectedRow: ['系统内置数据不能删除.', 'Built-in data cannot be deleted.'],
  badTreeType: ['不支持的树类型.', 'Unsupported tree type.'],
  importEmpty: ['没有可导入的数据.', 'There is no data to import.'],
  notFoundRoute: ['接口不存在.', 'This API does not exist.'],
  serverError: ['服务器内部错误.', 'Internal server error.'],
  methodNotAllowed: ['不支持该请求方式.', 'This request method is not supported for this route.'],
  exists: ['{field} 已经存在.', '{field} already exists.'],
  hasChildren: ['请先删除下级数据.', 'Delete the child items first.'],
  'agreement.notFound': ['fail', 'The agreement was not found.'],
  'article.notFound': ['文章不存在.', 'The article was not found.'],
  'adv.spaceName': ['space name find error.', 'The ad space name is missing.'],
  'catalog.goodsNotFound': ['商品不存在或已下架.', 'The goods does not exist or is not on sale.'],
  'catalog.classHasGoods': ['该分类下还有商品，不能删除.', 'Goods still use this class: it cannot be deleted.'],
  'catalog.classTooDeep': ['商品分类最多 {max} 级.', 'Goods classes are at most {max} levels deep.'],
  'catalog.classNotLeaf': ['请选择第三级商品分类.', 'Please choose a third-level goods class.'],
  'catalog.classGoodsLevel': [
    '该分类下有商品，只能作为第三级分类.',
    'Goods use this class: it must stay a third-level class.',
  ],
  'catalog.classNotAllowed': ['店铺未开通该商品分类.', 'Your store may not sell in this goods class.'],
  'catalog.storeClassNotFound': ['店铺还没有可经营的商品分类.', 'No goods class has been granted to your store yet.'],
  'catalog.brandNotFound': ['商品品牌不存在.', 'The brand does not exist.'],
  'catalog.brandHasGoods': ['该品牌下还有商品，不能删除.', 'Goods still use this brand: it cannot be deleted.'],
  'catalog.freightNotFound': ['运费模版不存在.', 'The freight template does not exist.'],
  'catalog.specNotFound': ['商品规格不存在.', 'A chosen spec does not exist in your store.'],
  'catalog.skuMatrix': [
    '商品规格组合有误.',
    'Each SKU must combine one value of the same attributes, each combination once.',
  ],
  'catalog.skuNotFound': ['商品SKU不存在.', 'A SKU of the list does not belong to this goods.'],
  'catalog.specInUse': ['规格正在被商品使用，不能删除.', 'Goods SKUs use this spec value: it cannot be removed.'],
  'goods.checkSku': ['请选择商品规格.', 'Please select a SKU.'],
  'cart.skuMismatch': ['操作失败.2', 'The SKU does not belong to this goods.'],
  'cart.notFound': ['操作失败.5', 'The cart line does not exist.'],
  'cart.notOnSale': ['商品已下架或店铺已关闭.', 'The goods is not on sale or its store is closed.'],
  'cart.badNum': ['购买数量为1到9999.', 'The purchase quantity must be between 1 and 9999.'],
  'address.notFound': ['地址不存在.', 'The address does not exist.'],
  'order.error': ['订单非法.', 'The order is invalid.'],
  'order.empty': ['没有找到订单.', 'The order was not found.'],
  'order.stockErr': ['库存不足.', 'Insufficient stock.'],
  'order.errorPay': ['订单非法. - pay', 'No order to pay was given.'],
  'order.errorPay2': ['订单非法. - pay2', 'None of these orders is yours.'],
  'order.addrErr2': ['地址不能为空.2', 'The delivery address was not found.'],
  'order.errorLast': ['订单非法. - last', 'The order could not be placed.'],
  'order.addrErr': ['地址不能为空.', 'Please choose a delivery address.'],
  'order.paymentErr': ['支付方式非法.', 'This payment method is not available.'],
  'order.payed': ['该订单已支付.', 'The order has already been paid.'],
  'order.moneyNotEnough': ['余额不足.', 'The balance is not enough.'],
  'order.moneyPay': ['重复创建支付订单.', 'A payment was just created: please wait a moment.'],
  'order.deliveryEmpty': ['物流信息不能为空.', 'The courier and tracking number are required.'],
  'order.repeat': ['请耐心等待，不要重复下单.', 'Please wait patiently and do not place repeated orders.'],
  'order.unpaidLimit': [
    '未支付的订单最多只能有 {limit} 个，请先支付或取消您未支付的订单再下单.',
    'You can hold at most {limit} unpaid orders: please pay or cancel your unpaid orders first.',
  ],
  'order.couponEmpty': ['coupon_id empty', 'coupon_id is required (it may be empty).'],
  'order.noPayPassword': ['请先设置支付密码.', 'Please set a payment password first.'],
  'order.statusErr': ['订单状态不允许该操作.', 'The order is not in a state that allows this.'],
  'order.badExpress': ['快递公司不存在.', 'The courier does not exist.'],
  'order.trackingFailed': ['物流查询失败.', 'The courier service did not answer.'],
  'order.trackingOff': ['物流查询未配置.', 'Tracking is not configured.'],
  'order.waybillOff': ['电子面单未配置.', 'Electronic waybills are not configured.'],
  'payment.paymentFailed': ['调取支付失败.', 'The payment provider could not be reached.'],
  'refund.notAllowed': ['该订单不能申请售后.', 'This order cannot be taken to after-sale.'],
  'refund.notShipped': [
    '订单未发货，不能申请退货.',
    'This order has not been shipped: only a refund can be requested.',
  ],
  'refund.over7days': ['over 7 days', 'After-sale can only be requested within 7 days of payment.'],
  'refund.settled': ['The order has settlement .', 'The order has already been settled.'],
  'refund.handled': ['refund handled', 'An after-sale request for this order is already being handled.'],
  'refund.notFound': ['售后申请不存在.', 'The after-sale request does not exist.'],
  'refund.remarkRequired': ['请填写售后原因.', 'Please give the reason for the request.'],
  'refund.badImages': ['图片无效.', 'Pictures must be uploaded images (6 at most).'],
  'refund.decided': ['操作失败.- rep', 'This request has already been decided.'],
  'comment.notFoundOrder': ['not found order', 'The order was not found.'],
  'comment.notAllow': ['not allow', 'This order is not yours.'],
  'comment.badScore': ['评分为1到5.', 'Ratings are from 1 to 5.'],
  'settlement.none': ['没有找到订单.', 'No order is waiting for settlement.'],
} as const satisfies Record<string, readonly [string, string]>;

export type MessageKey = keyof typeof catalogue;

export function isMessageKey(key: string): key is MessageKey {
  return Object.prototype.hasOwnProperty.call(catalogue, key);
}

/** Translate a key (with {name} placeholders); unknown keys are returned as they are, like qwshop. */
export function translate(lang: Lang, key: string, params?: Record<string, string | number>): string {
  const entry = isMessageKey(key) ? catalogue[key] : undefined;
  let text: string = entry ? entry[lang === 'en' ? 1 : 0] : key;
  if (params) for (const [k, v] of Object.entries(params)) text = text.replaceAll(`{${k}}`, String(v));
  return text;
}

/** zh-cn unless the caller asks for English. */
export function pickLang(acceptLanguage: string | undefined, explicit?: unknown): Lang {
  const value = typeof explicit === 'string' && explicit ? explicit : (acceptLanguage ?? '');
  return /^\s*en/i.test(value) ? 'en' : 'zh-cn';
}

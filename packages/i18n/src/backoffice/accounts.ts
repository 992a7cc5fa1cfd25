import type { ResourceGroup } from './types.ts';

/** Labels of the accounts pages, zh-cn and en with the same keys (checked by backoffice.test.ts). */
const group: ResourceGroup = {
  'zh-cn': {
    admins: {
      fields: {
        avatar: '头像',
        nickname: '昵称',
        username: '用户名',
        password: '密码',
        role_id: '角色',
        role_name: '角色',
        created_at: '创建时间',
      },
    },
    users: {
      fields: {
        avatar: '头像',
        nickname: '昵称',
        username: '用户名',
        phone: '手机号',
        password: '密码',
        pay_password: '支付密码',
        money: '余额',
        frozen_money: '冻结资金',
        integral: '积分',
        inviter_id: '邀请人',
        last_login_time: '登陆时间',
        created_at: '创建时间',
      },
    },
    seller_users: {
      fields: {
        avatar: '头像',
        nickname: '昵称',
        username: '用户名',
        password: '密码',
        role_id: '角色',
        role_name: '角色',
        created_at: '创建时间',
      },
    },
    roles: {
      fields: {
        name: '角色名称',
        created_at: '创建时间',
      },
    },
    permission_groups: {
      fields: {
        name: '分组名称',
        content: '分组描述',
        created_at: '创建时间',
      },
    },
    permissions: {
      fields: {
        pid: '接口分组',
        group_name: '接口分组',
        name: '权限名称',
        apis: '接口路由',
        content: '接口描述',
        created_at: '创建时间',
      },
    },
    menus: {
      fields: {
        pid: '上级菜单',
        name: '菜单名称',
        ename: '英文名称',
        icon: '图标',
        apis: '路由',
        view: '组件',
        is_open: '类型',
        is_sort: '排序',
        created_at: '创建时间',
      },
      openTypes: {
        table: '基础页面',
        custom: '自定义',
      },
      topLevel: '默认（顶级）',
    },
  },
  en: {
    admins: {
      fields: {
        avatar: 'Avatar',
        nickname: 'Nickname',
        username: 'Username',
        password: 'Password',
        role_id: 'Roles',
        role_name: 'Roles',
        created_at: 'Created at',
      },
    },
    users: {
      fields: {
        avatar: 'Avatar',
        nickname: 'Nickname',
        username: 'Username',
        phone: 'Phone',
        password: 'Password',
        pay_password: 'Payment password',
        money: 'Balance',
        frozen_money: 'Frozen funds',
        integral: 'Points',
        inviter_id: 'Inviter',
        last_login_time: 'Last login',
        created_at: 'Created at',
      },
    },
    seller_users: {
      fields: {
        avatar: 'Avatar',
        nickname: 'Nickname',
        username: 'Username',
        password: 'Password',
        role_id: 'Roles',
        role_name: 'Roles',
        created_at: 'Created at',
      },
    },
    roles: {
      fields: {
        name: 'Role name',
        created_at: 'Created at',
      },
    },
    permission_groups: {
      fields: {
        name: 'Group name',
        content: 'Group description',
        created_at: 'Created at',
      },
    },
    permissions: {
      fields: {
        pid: 'API group',
        group_name: 'API group',
        name: 'Permission name',
        apis: 'API route',
        content: 'API description',
        created_at: 'Created at',
      },
    },
    menus: {
      fields: {
        pid: 'Parent menu',
        name: 'Menu name',
        ename: 'English name',
        icon: 'Icon',
        apis: 'Route',
        view: 'Component',
        is_open: 'Type',
        is_sort: 'Sort',
        created_at: 'Created at',
      },
      openTypes: {
        table: 'Basic page',
        custom: 'Custom',
      },
      topLevel: 'Default (top level)',
    },
  },
};

export default group;

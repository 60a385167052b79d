/**
 * The message id registry: the one place that maps a wire message id to its message in
 * `net.proto`. Everything else (types, reverse lookups, docs/protocol.md) derives from it.
 *
 * Every id sits inside the id range spec 001 §7 gives its area ({@link AREAS}); a request and its
 * reply take consecutive ids (request n, reply n + 1); the heartbeat is one message both ways.
 */
export const MESSAGES = {
  // Heartbeat
  1000: 'msg_heart_test',
  // Login
  1001: 'msg_login_req',
  1002: 'msg_login_rep',
  // User info
  1003: 'msg_user_data_notify',
  // Friends
  1004: 'msg_add_friend_req',
  1005: 'msg_add_friend_rep',
  1006: 'msg_add_friend_by_fid_req',
  1007: 'msg_add_friend_by_fid_rep',
  1008: 'msg_handle_friend_apply_req',
  1009: 'msg_handle_friend_apply_rep',
  1010: 'msg_friend_apply_list_req',
  1011: 'msg_friend_apply_list_rep',
  1012: 'msg_add_friend_notify',
  1075: 'msg_friend_list_req',
  1076: 'msg_friend_list_rep',
  1077: 'msg_friend_inc_list_req',
  1078: 'msg_friend_inc_list_rep',
  1079: 'msg_del_friend_req',
  1080: 'msg_del_friend_rep',
  1181: 'msg_set_alias_req',
  1182: 'msg_set_alias_rep',
  1187: 'msg_alias_list_req',
  1188: 'msg_alias_list_rep',
  // User info and private messages
  1013: 'msg_get_user_info_req',
  1014: 'msg_get_user_info_rep',
  1015: 'msg_send_private_msg_req',
  1016: 'msg_send_private_msg_rep',
  1017: 'msg_get_msg_list_req',
  1018: 'msg_get_msg_list_rep',
  1019: 'msg_confirm_read_req',
  1020: 'msg_confirm_read_rep',
  // NOTE: beyond the spec's ranges (see AREAS): the private-chat areas hold 18 ids for 22 messages.
  913: 'msg_input_status_req',
  914: 'msg_input_status_rep',
  915: 'msg_set_background_req',
  916: 'msg_set_background_rep',
  // Groups
  1021: 'msg_create_group_req',
  1022: 'msg_create_group_rep',
  1023: 'msg_add_group_member_req',
  1024: 'msg_add_group_member_rep',
  1025: 'msg_del_group_member_req',
  1026: 'msg_del_group_member_rep',
  1027: 'msg_dismiss_group_req',
  1028: 'msg_dismiss_group_rep',
  1029: 'msg_send_group_msg_req',
  1030: 'msg_send_group_msg_rep',
  1031: 'msg_get_group_info_req',
  1032: 'msg_get_group_info_rep',
  1033: 'msg_confirm_group_info_req',
  1034: 'msg_confirm_group_info_rep',
  1037: 'msg_modify_group_name_req',
  1038: 'msg_modify_group_name_rep',
  1039: 'msg_modify_group_notice_req',
  1040: 'msg_modify_group_notice_rep',
  1041: 'msg_set_group_admin_req',
  1042: 'msg_set_group_admin_rep',
  1043: 'msg_set_group_admin_new_req',
  1044: 'msg_set_group_admin_new_rep',
  1045: 'msg_del_group_admin_req',
  1046: 'msg_del_group_admin_rep',
  1047: 'msg_set_group_limits_req',
  1048: 'msg_set_group_limits_rep',
  1049: 'msg_set_group_host_req',
  1050: 'msg_set_group_host_rep',
  1051: 'msg_set_group_headurl_req',
  1052: 'msg_set_group_headurl_rep',
  1133: 'msg_group_online_cnt_req',
  1134: 'msg_group_online_cnt_rep',
  1135: 'msg_join_group_by_qrcode_req',
  1136: 'msg_join_group_by_qrcode_rep',
  1153: 'msg_group_nickname_list_req',
  1154: 'msg_group_nickname_list_rep',
  1173: 'msg_set_group_nickname_req',
  1174: 'msg_set_group_nickname_rep',
  1175: 'msg_need_read_group_notice_req',
  1176: 'msg_need_read_group_notice_rep',
  1177: 'msg_read_group_notice_req',
  1178: 'msg_read_group_notice_rep',
  1179: 'msg_set_group_forbid_time_req',
  1180: 'msg_set_group_forbid_time_rep',
  1189: 'msg_group_member_list_req',
  1190: 'msg_group_member_list_rep',
  907: 'msg_set_group_forbid_req',
  908: 'msg_set_group_forbid_rep',
  909: 'msg_get_group_forbid_req',
  910: 'msg_get_group_forbid_rep',
  911: 'msg_set_group_white_req',
  912: 'msg_set_group_white_rep',
  919: 'msg_get_group_white_req',
  920: 'msg_get_group_white_rep',
  921: 'msg_group_voice_call_notify',
  922: 'msg_group_voice_state_notify',
  // Red bags
  1035: 'msg_redbag_info_req',
  1036: 'msg_redbag_info_rep',
  1053: 'msg_get_redbag_req',
  1054: 'msg_get_redbag_rep',
  1089: 'msg_redbag_history_req',
  1090: 'msg_redbag_history_rep',
  // Online state
  1057: 'msg_online_state_req',
  1058: 'msg_online_state_rep',
  1059: 'msg_online_list_req',
  1060: 'msg_online_list_rep',
  // Mute and pin chats
  1061: 'msg_mute_chat_req',
  1062: 'msg_mute_chat_rep',
  1063: 'msg_pin_chat_req',
  1064: 'msg_pin_chat_rep',
  1065: 'msg_mute_list_req',
  1066: 'msg_mute_list_rep',
  1067: 'msg_pin_list_req',
  1068: 'msg_pin_list_rep',
  // Delete, withdraw, read
  1069: 'msg_del_chat_msg_req',
  1070: 'msg_del_chat_msg_rep',
  1071: 'msg_confirm_del_req',
  1072: 'msg_confirm_del_rep',
  1099: 'msg_withdraw_msg_req',
  1100: 'msg_withdraw_msg_rep',
  1101: 'msg_confirm_has_read_req',
  1102: 'msg_confirm_has_read_rep',
  1129: 'msg_has_read_list_req',
  1130: 'msg_has_read_list_rep',
  // Offline data
  1073: 'msg_offline_data_req',
  1074: 'msg_offline_data_rep',
  // Profile setters
  1081: 'msg_set_sign_req',
  1082: 'msg_set_sign_rep',
  1083: 'msg_set_region_req',
  1084: 'msg_set_region_rep',
  1085: 'msg_set_headurl_req',
  1086: 'msg_set_headurl_rep',
  1087: 'msg_set_name_req',
  1088: 'msg_set_name_rep',
  1191: 'msg_set_complete_name_req',
  1192: 'msg_set_complete_name_rep',
  1193: 'msg_set_phonenum_req',
  1194: 'msg_set_phonenum_rep',
  1195: 'msg_set_privacy_req',
  1196: 'msg_set_privacy_rep',
  1097: 'msg_set_bty_register_req',
  1098: 'msg_set_bty_register_rep',
  // Address book
  1091: 'msg_upload_addressbook_req',
  1092: 'msg_upload_addressbook_rep',
  1093: 'msg_get_addressbook_req',
  1094: 'msg_get_addressbook_rep',
  // Push id upload
  1095: 'msg_upload_pushid_req',
  1096: 'msg_upload_pushid_rep',
  // Money
  1103: 'msg_transfer_req',
  1104: 'msg_transfer_rep',
  1105: 'msg_money_change_list_req',
  1106: 'msg_money_change_list_rep',
  1107: 'msg_pay_authcode_req',
  1108: 'msg_pay_authcode_rep',
  1109: 'msg_third_pay_req',
  1110: 'msg_third_pay_rep',
  1111: 'msg_set_pay_passwd_req',
  1112: 'msg_set_pay_passwd_rep',
  925: 'msg_top_up_req',
  926: 'msg_top_up_rep',
  935: 'msg_top_up_list_req',
  936: 'msg_top_up_list_rep',
  1161: 'msg_shopcoin_oper_req',
  1162: 'msg_shopcoin_oper_rep',
  // Goods and orders
  1113: 'msg_create_goods_req',
  1114: 'msg_create_goods_rep',
  1115: 'msg_my_goods_req',
  1116: 'msg_my_goods_rep',
  1117: 'msg_get_goods_req',
  1118: 'msg_get_goods_rep',
  1119: 'msg_goods_by_id_req',
  1120: 'msg_goods_by_id_rep',
  1121: 'msg_create_order_req',
  1122: 'msg_create_order_rep',
  1123: 'msg_confirm_order_req',
  1124: 'msg_confirm_order_rep',
  1125: 'msg_cancel_order_req',
  1126: 'msg_cancel_order_rep',
  1127: 'msg_my_orders_req',
  1128: 'msg_my_orders_rep',
  1131: 'msg_order_by_uid_req',
  1132: 'msg_order_by_uid_rep',
  1137: 'msg_order_by_id_req',
  1138: 'msg_order_by_id_rep',
  1139: 'msg_set_order_paytype_req',
  1140: 'msg_set_order_paytype_rep',
  1141: 'msg_goods_deal_data_req',
  1142: 'msg_goods_deal_data_rep',
  1143: 'msg_goods_detail_data_req',
  1144: 'msg_goods_detail_data_rep',
  // NOTE: the bty top-up setter has no id left among the Profile setters; its uid is credited for coin
  // top-ups, so it sits with the coin trading messages.
  1155: 'msg_set_bty_topup_req',
  1156: 'msg_set_bty_topup_rep',
  // NOTE: spec 001 names no request to pause or close an offer, to keep pay accounts, or to appeal an
  // order; they take 941-948 in the unclaimed 923-999.
  941: 'msg_set_goods_status_req',
  942: 'msg_set_goods_status_rep',
  943: 'msg_my_pay_accounts_req',
  944: 'msg_my_pay_accounts_rep',
  945: 'msg_set_pay_account_req',
  946: 'msg_set_pay_account_rep',
  947: 'msg_appeal_order_req',
  948: 'msg_appeal_order_rep',
  // Self-destruct and screenshot
  1145: 'msg_set_snapchat_req',
  1146: 'msg_set_snapchat_rep',
  1147: 'msg_snap_list_req',
  1148: 'msg_snap_list_rep',
  1149: 'msg_get_screenshot_req',
  1150: 'msg_get_screenshot_rep',
  1151: 'msg_set_screenshot_req',
  1152: 'msg_set_screenshot_rep',
  // Blacklist
  1157: 'msg_get_blacklist_req',
  1158: 'msg_get_blacklist_rep',
  1159: 'msg_set_blacklist_req',
  1160: 'msg_set_blacklist_rep',
  // PC login
  1163: 'msg_pc_login_req',
  1164: 'msg_pc_login_rep',
  1165: 'msg_pc_auth_req',
  1166: 'msg_pc_auth_rep',
  // H5 login
  1185: 'msg_h5_login_req',
  1186: 'msg_h5_login_rep',
  // Bind openid
  1183: 'msg_bind_openid_req',
  1184: 'msg_bind_openid_rep',
  // Voice calls
  1167: 'msg_voice_call_req',
  1168: 'msg_voice_call_rep',
  1169: 'msg_voice_oper_req',
  1170: 'msg_voice_oper_rep',
  1171: 'msg_voice_data_req',
  1172: 'msg_voice_data_rep',
  901: 'msg_group_voice_call_req',
  902: 'msg_group_voice_call_rep',
  903: 'msg_group_voice_join_req',
  904: 'msg_group_voice_join_rep',
  905: 'msg_group_voice_oper_req',
  906: 'msg_group_voice_oper_rep',
  923: 'msg_voice_call_state_req',
  924: 'msg_voice_call_state_rep',
  // Friend-verify setting
  917: 'msg_set_friend_verify_req',
  918: 'msg_set_friend_verify_rep',
  // Chat rooms
  1301: 'msg_chat_room_list_req',
  1302: 'msg_chat_room_list_rep',
  1303: 'msg_chat_room_members_req',
  1304: 'msg_chat_room_members_rep',
  1305: 'msg_join_chat_room_req',
  1306: 'msg_join_chat_room_rep',
  1307: 'msg_quit_chat_room_req',
  1308: 'msg_quit_chat_room_rep',
  1309: 'msg_send_chat_room_msg_req',
  1310: 'msg_send_chat_room_msg_rep',
  1311: 'msg_chat_room_kick_req',
  1312: 'msg_chat_room_kick_rep',
  1313: 'msg_chat_room_forbid_req',
  1314: 'msg_chat_room_forbid_rep',
  1315: 'msg_chat_room_set_admin_req',
  1316: 'msg_chat_room_set_admin_rep',
  1317: 'msg_chat_room_del_msg_req',
  1318: 'msg_chat_room_del_msg_rep',
  1319: 'msg_chat_room_history_req',
  1320: 'msg_chat_room_history_rep',
  1321: 'msg_chat_room_broadcast_req',
  1322: 'msg_chat_room_broadcast_rep',
  1323: 'msg_chat_room_ad_req',
  1324: 'msg_chat_room_ad_rep',
  1325: 'msg_forbid_all_rooms_req',
  1326: 'msg_forbid_all_rooms_rep',
  1327: 'msg_forbid_state_req',
  1328: 'msg_forbid_state_rep',
  1329: 'msg_forbidden_content_req',
  1330: 'msg_forbidden_content_rep',
  1331: 'msg_chat_room_admin_list_req',
  1332: 'msg_chat_room_admin_list_rep',
  1333: 'msg_get_forbid_words_req',
  1334: 'msg_get_forbid_words_rep',
  1335: 'msg_modify_forbid_words_req',
  1336: 'msg_modify_forbid_words_rep',
  1337: 'msg_join_chat_room_notify',
  1338: 'msg_chat_room_msg_notify',
  1339: 'msg_chat_room_usercnt_notify',
  // Server notifications
  1200: 'msg_oper_result_notify',
  1201: 'msg_red_dot_notify',
  1202: 'msg_login_elsewhere_notify',
  1203: 'msg_group_list_notify',
  1204: 'msg_group_oper_notify',
  1205: 'msg_friend_handled_notify',
  1206: 'msg_group_member_list_notify',
  1207: 'msg_rate_notify',
  1208: 'msg_pc_flow_notify',
  1209: 'msg_pc_data_notify',
  1210: 'msg_friend_state_notify',
  1211: 'msg_server_msgbox_notify',
  1212: 'msg_voice_call_notify',
  1213: 'msg_voice_data_notify',
  1214: 'msg_new_order_notify',
} as const;

/** Every message id in the registry. */
export type MessageId = keyof typeof MESSAGES;
/** Every message name in the registry (a `msg_*` message of net.proto). */
export type MessageName = (typeof MESSAGES)[MessageId];
/** The id of message `N`. */
export type IdOf<N extends MessageName> = {
  [I in MessageId]: (typeof MESSAGES)[I] extends N ? I : never;
}[MessageId];

/** Whether a message is a request (client to server), its reply, or a server push. */
export type MessageKind = 'request' | 'reply' | 'notify';

/**
 * The id areas of spec 001 §7, written as the spec writes them. Where two areas claim an id (Groups
 * 1021-1052 holds Red bags 1035-1036) the narrower range wins; see {@link areaOf}.
 * `beyondSpec` lists the ids an area uses outside the spec's ranges because its messages did not fit.
 */
export const AREAS = [
  { name: 'Heartbeat', ids: '1000' },
  { name: 'Login', ids: '1001-1002' },
  { name: 'User info', ids: '1003' },
  { name: 'Friends', ids: '1004-1012, 1075-1080, 1181-1182, 1187-1188' },
  // NOTE: spec 001 lists 22 private-chat requests for the 18 ids of this area and "Delete, withdraw,
  // read"; input status and set background use the unassigned ids 913-916 (no area claims them).
  { name: 'User info and private messages', ids: '1013-1020', beyondSpec: '913-916' },
  { name: 'Groups', ids: '1021-1052, 1133-1136, 1153-1154, 1173-1180, 1189-1190, 907-912, 919-922' },
  { name: 'Red bags', ids: '1035-1036, 1053-1054, 1089-1090' },
  { name: 'Online state', ids: '1057-1060' },
  { name: 'Mute and pin chats', ids: '1061-1068' },
  { name: 'Delete, withdraw, read', ids: '1069-1072, 1099-1102, 1129-1130' },
  { name: 'Offline data', ids: '1073-1074' },
  { name: 'Profile setters', ids: '1081-1088, 1191-1196, 1097-1098' },
  { name: 'Address book', ids: '1091-1094' },
  { name: 'Push id upload', ids: '1095-1096' },
  // NOTE: spec 001 names no pay-password setter; it takes 1111-1112, between Money and Goods, unclaimed.
  // Nor a top-up request: it takes 925-926, in the unclaimed 923-999 (Voice calls took 923-924), and
  // the list of one's top-ups 935-936.
  { name: 'Money', ids: '1103-1110, 1161-1162', beyondSpec: '925-926, 935-936, 1111-1112' },
  { name: 'Goods and orders', ids: '1113-1128, 1131-1132, 1137-1144, 1155-1156', beyondSpec: '941-948' },
  { name: 'Self-destruct and screenshot', ids: '1145-1152' },
  { name: 'Blacklist', ids: '1157-1160' },
  { name: 'PC login', ids: '1163-1166' },
  { name: 'H5 login', ids: '1185-1186' },
  { name: 'Bind openid', ids: '1183-1184' },
  // NOTE: spec 001 names no call-state request; it takes 923-924, in the unclaimed 923-999.
  { name: 'Voice calls', ids: '1167-1172, 901-906', beyondSpec: '923-924' },
  { name: 'Friend-verify setting', ids: '917-918' },
  { name: 'Chat rooms', ids: '1301-1338', beyondSpec: '1339' },
  { name: 'Server notifications', ids: '1200-1215' },
  // Spec 001 names no messages for these two; the ranges stay reserved.
  { name: 'Server-to-server', ids: '501-517, 601-603' },
  { name: 'Backend', ids: '11-39' },
] as const satisfies readonly { name: string; ids: string; beyondSpec?: string }[];

/** The name of an id area of spec 001 §7. */
export type AreaName = (typeof AREAS)[number]['name'];

const NAME_BY_ID: ReadonlyMap<number, MessageName> = new Map(
  Object.entries(MESSAGES).map(([id, name]) => [Number(id), name]),
);
const ID_BY_NAME: ReadonlyMap<string, MessageId> = new Map(
  Object.entries(MESSAGES).map(([id, name]) => [name, Number(id) as MessageId]),
);

/** Every message id of the registry, ascending. */
export const MESSAGE_IDS: readonly MessageId[] = [...NAME_BY_ID.keys()].sort((a, b) => a - b) as MessageId[];

/** Every message name of the registry, by ascending id. */
export const MESSAGE_NAMES: readonly MessageName[] = MESSAGE_IDS.map((id) => MESSAGES[id]);

/** The message with this id, or `undefined` when the registry has none. */
export function messageName(id: number): MessageName | undefined {
  return NAME_BY_ID.get(id);
}

/** The id of a message. */
export function messageId<N extends MessageName>(name: N): IdOf<N> {
  // NOTE: the map is built from MESSAGES itself, so every MessageName is present.
  return ID_BY_NAME.get(name) as IdOf<N>;
}

/** Whether a string is a message name of the registry. */
export function isMessageName(name: string): name is MessageName {
  return ID_BY_NAME.has(name);
}

/**
 * Request, reply or push, read from the name (`_req`, `_rep`, `_notify`). The heartbeat
 * `msg_heart_test` is a request the server answers with the same message.
 */
export function kindOf(name: MessageName): MessageKind {
  if (name.endsWith('_rep')) return 'reply';
  if (name.endsWith('_notify')) return 'notify';
  return 'request';
}

/** The reply of a request (`msg_x_req` → `msg_x_rep`); `undefined` for replies and pushes. */
export function replyOf(name: MessageName): MessageName | undefined {
  if (name === 'msg_heart_test') return name;
  if (!name.endsWith('_req')) return undefined;
  const reply = `${name.slice(0, -4)}_rep`;
  return isMessageName(reply) ? reply : undefined;
}

/** An inclusive id range `[first, last]`. */
export type IdRange = readonly [number, number];

/** An area of {@link AREAS} with its ranges read from the spec's notation. */
export interface AreaRanges {
  readonly name: AreaName;
  /** The spec's own ranges for the area. */
  readonly ranges: readonly IdRange[];
  /** Ids the area uses outside the spec's ranges (empty for all but one area). */
  readonly beyondSpec: readonly IdRange[];
}

function parseRanges(text: string): IdRange[] {
  return text
    .split(',')
    .filter((part) => part.trim() !== '')
    .map((part) => {
      const [lo = Number.NaN, hi = lo] = part.split('-').map(Number);
      // A typo in the table above is a programming error: fail as the module loads.
      if (!Number.isInteger(lo) || !Number.isInteger(hi) || lo > hi)
        throw new Error(`ids.ts: bad id range "${part}"`);
      return [lo, hi] as const;
    });
}

/** {@link AREAS} with their ranges parsed. */
export const AREA_RANGES: readonly AreaRanges[] = AREAS.map((a) => ({
  name: a.name,
  ranges: parseRanges(a.ids),
  beyondSpec: parseRanges('beyondSpec' in a ? a.beyondSpec : ''),
}));

const inRanges = (id: number, ranges: readonly IdRange[]): boolean =>
  ranges.some(([lo, hi]) => id >= lo && id <= hi);

/**
 * The area an id belongs to, or `undefined` outside every area. Where ranges overlap the
 * narrowest one wins (spec 001: Red bags 1035-1036 inside Groups 1021-1052).
 */
export function areaOf(id: number): AreaName | undefined {
  let best: { name: AreaName; width: number } | undefined;
  for (const area of AREA_RANGES) {
    for (const [lo, hi] of [...area.ranges, ...area.beyondSpec]) {
      if (id < lo || id > hi) continue;
      if (!best || hi - lo < best.width) best = { name: area.name, width: hi - lo };
    }
  }
  return best?.name;
}

/** Whether an id lies inside one of the spec's own ranges for its area (false for `beyondSpec` ids). */
export function isInSpecRange(id: number): boolean {
  const area = areaOf(id);
  return AREA_RANGES.some((a) => a.name === area && inRanges(id, a.ranges));
}

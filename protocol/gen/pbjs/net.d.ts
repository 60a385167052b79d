import * as $protobuf from "protobufjs";
import Long = require("long");

export namespace net {

    interface Ibase_info extends net.base_info.$Properties {
    }

    class base_info {
        constructor(properties?: net.base_info.$Properties);
        $unknowns?: Uint8Array[];
        uid: number;
        nickname: string;
        phonenum: string;
        headurl: string;
        coin: number;
        lastlogouttime: number;
        sign: string;
        region: string;
        qrcode: string;
        freezecoin: number;
        fname: string;
        usertype: number;
        zone: string;
        shopcoin: number;
        fid: number;
        coin_list: net.coin_info.$Properties[];
        channel: number;
        thirduid: number;
        viplevel: number;
        isadmin: number;
        firstname: string;
        lastname: string;
        privacy: (number|Long);
        siteid: number;
        static create(properties: net.base_info.$Shape): net.base_info & net.base_info.$Shape;
        static create(properties?: net.base_info.$Properties): net.base_info;
        static encode(message: net.base_info.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.base_info & net.base_info.$Shape;
    }

    namespace base_info {
        interface $Properties {
            uid?: (number|null);
            nickname?: (string|null);
            phonenum?: (string|null);
            headurl?: (string|null);
            coin?: (number|null);
            lastlogouttime?: (number|null);
            sign?: (string|null);
            region?: (string|null);
            qrcode?: (string|null);
            freezecoin?: (number|null);
            fname?: (string|null);
            usertype?: (number|null);
            zone?: (string|null);
            shopcoin?: (number|null);
            fid?: (number|null);
            coin_list?: (net.coin_info.$Properties[]|null);
            channel?: (number|null);
            thirduid?: (number|null);
            viplevel?: (number|null);
            isadmin?: (number|null);
            firstname?: (string|null);
            lastname?: (string|null);
            privacy?: (number|Long|null);
            siteid?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.base_info.$Properties;
    }

    interface Ifriend_apply extends net.friend_apply.$Properties {
    }

    class friend_apply {
        constructor(properties?: net.friend_apply.$Properties);
        $unknowns?: Uint8Array[];
        info?: (net.base_info.$Properties|null);
        applytime: number;
        applyState: number;
        hellomsg: string;
        static create(properties: net.friend_apply.$Shape): net.friend_apply & net.friend_apply.$Shape;
        static create(properties?: net.friend_apply.$Properties): net.friend_apply;
        static encode(message: net.friend_apply.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.friend_apply & net.friend_apply.$Shape;
    }

    namespace friend_apply {
        interface $Properties {
            info?: (net.base_info.$Properties|null);
            applytime?: (number|null);
            applyState?: (number|null);
            hellomsg?: (string|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.friend_apply.$Properties;
    }

    interface Ichat_msg extends net.chat_msg.$Properties {
    }

    class chat_msg {
        constructor(properties?: net.chat_msg.$Properties);
        $unknowns?: Uint8Array[];
        chatkey: (number|Long);
        chatmsgno: number;
        uid: number;
        msgtype: number;
        msgtime: number;
        content: Uint8Array;
        nickname: string;
        headurl: string;
        clientkey: string;
        snaptime: number;
        viplevel: number;
        isadmin: number;
        firstname: string;
        lastname: string;
        channel: number;
        static create(properties: net.chat_msg.$Shape): net.chat_msg & net.chat_msg.$Shape;
        static create(properties?: net.chat_msg.$Properties): net.chat_msg;
        static encode(message: net.chat_msg.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.chat_msg & net.chat_msg.$Shape;
    }

    namespace chat_msg {
        interface $Properties {
            chatkey?: (number|Long|null);
            chatmsgno?: (number|null);
            uid?: (number|null);
            msgtype?: (number|null);
            msgtime?: (number|null);
            content?: (Uint8Array|null);
            nickname?: (string|null);
            headurl?: (string|null);
            clientkey?: (string|null);
            snaptime?: (number|null);
            viplevel?: (number|null);
            isadmin?: (number|null);
            firstname?: (string|null);
            lastname?: (string|null);
            channel?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.chat_msg.$Properties;
    }

    interface Ired_info extends net.red_info.$Properties {
    }

    class red_info {
        constructor(properties?: net.red_info.$Properties);
        $unknowns?: Uint8Array[];
        redtype: number;
        chatkey: (number|Long);
        uid: number;
        content: Uint8Array;
        unread_apply_num: number;
        static create(properties: net.red_info.$Shape): net.red_info & net.red_info.$Shape;
        static create(properties?: net.red_info.$Properties): net.red_info;
        static encode(message: net.red_info.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.red_info & net.red_info.$Shape;
    }

    namespace red_info {
        interface $Properties {
            redtype?: (number|null);
            chatkey?: (number|Long|null);
            uid?: (number|null);
            content?: (Uint8Array|null);
            unread_apply_num?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.red_info.$Properties;
    }

    interface Igroup_base_info extends net.group_base_info.$Properties {
    }

    class group_base_info {
        constructor(properties?: net.group_base_info.$Properties);
        $unknowns?: Uint8Array[];
        groupkey: number;
        chatmsgno: number;
        attrversion: number;
        grouphost: number;
        groupname: string;
        groupnotify: string;
        groupadmins: number[];
        info_limits: number;
        add_limits: number;
        look_limits: number;
        member_cnt: number;
        send_msg_limits: number;
        notifyversion: number;
        forbidbegintm: number;
        forbidendtm: number;
        isforbid: number;
        groupheadurl: string;
        online_cnt: number;
        admins: net.group_admin_info.$Properties[];
        forbid_uids: number[];
        white_uids: number[];
        static create(properties: net.group_base_info.$Shape): net.group_base_info & net.group_base_info.$Shape;
        static create(properties?: net.group_base_info.$Properties): net.group_base_info;
        static encode(message: net.group_base_info.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.group_base_info & net.group_base_info.$Shape;
    }

    namespace group_base_info {
        interface $Properties {
            groupkey?: (number|null);
            chatmsgno?: (number|null);
            attrversion?: (number|null);
            grouphost?: (number|null);
            groupname?: (string|null);
            groupnotify?: (string|null);
            groupadmins?: (number[]|null);
            info_limits?: (number|null);
            add_limits?: (number|null);
            look_limits?: (number|null);
            member_cnt?: (number|null);
            send_msg_limits?: (number|null);
            notifyversion?: (number|null);
            forbidbegintm?: (number|null);
            forbidendtm?: (number|null);
            isforbid?: (number|null);
            groupheadurl?: (string|null);
            online_cnt?: (number|null);
            admins?: (net.group_admin_info.$Properties[]|null);
            forbid_uids?: (number[]|null);
            white_uids?: (number[]|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.group_base_info.$Properties;
    }

    interface Igroup_admin_info extends net.group_admin_info.$Properties {
    }

    class group_admin_info {
        constructor(properties?: net.group_admin_info.$Properties);
        $unknowns?: Uint8Array[];
        groupkey: number;
        adminuid: number;
        permission: number;
        static create(properties: net.group_admin_info.$Shape): net.group_admin_info & net.group_admin_info.$Shape;
        static create(properties?: net.group_admin_info.$Properties): net.group_admin_info;
        static encode(message: net.group_admin_info.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.group_admin_info & net.group_admin_info.$Shape;
    }

    namespace group_admin_info {
        interface $Properties {
            groupkey?: (number|null);
            adminuid?: (number|null);
            permission?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.group_admin_info.$Properties;
    }

    interface Iredbag_get_record extends net.redbag_get_record.$Properties {
    }

    class redbag_get_record {
        constructor(properties?: net.redbag_get_record.$Properties);
        $unknowns?: Uint8Array[];
        uid: number;
        nickname: string;
        getvalue: number;
        gettime: number;
        headurl: string;
        isbest: number;
        static create(properties: net.redbag_get_record.$Shape): net.redbag_get_record & net.redbag_get_record.$Shape;
        static create(properties?: net.redbag_get_record.$Properties): net.redbag_get_record;
        static encode(message: net.redbag_get_record.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.redbag_get_record & net.redbag_get_record.$Shape;
    }

    namespace redbag_get_record {
        interface $Properties {
            uid?: (number|null);
            nickname?: (string|null);
            getvalue?: (number|null);
            gettime?: (number|null);
            headurl?: (string|null);
            isbest?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.redbag_get_record.$Properties;
    }

    interface Ioper_chatkey_info extends net.oper_chatkey_info.$Properties {
    }

    class oper_chatkey_info {
        constructor(properties?: net.oper_chatkey_info.$Properties);
        $unknowns?: Uint8Array[];
        chatkey: (number|Long);
        opertime: number;
        static create(properties: net.oper_chatkey_info.$Shape): net.oper_chatkey_info & net.oper_chatkey_info.$Shape;
        static create(properties?: net.oper_chatkey_info.$Properties): net.oper_chatkey_info;
        static encode(message: net.oper_chatkey_info.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.oper_chatkey_info & net.oper_chatkey_info.$Shape;
    }

    namespace oper_chatkey_info {
        interface $Properties {
            chatkey?: (number|Long|null);
            opertime?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.oper_chatkey_info.$Properties;
    }

    interface Isnap_chatkey_info extends net.snap_chatkey_info.$Properties {
    }

    class snap_chatkey_info {
        constructor(properties?: net.snap_chatkey_info.$Properties);
        $unknowns?: Uint8Array[];
        chatkey: (number|Long);
        snaptime: number;
        static create(properties: net.snap_chatkey_info.$Shape): net.snap_chatkey_info & net.snap_chatkey_info.$Shape;
        static create(properties?: net.snap_chatkey_info.$Properties): net.snap_chatkey_info;
        static encode(message: net.snap_chatkey_info.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.snap_chatkey_info & net.snap_chatkey_info.$Shape;
    }

    namespace snap_chatkey_info {
        interface $Properties {
            chatkey?: (number|Long|null);
            snaptime?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.snap_chatkey_info.$Properties;
    }

    interface Ialias_info extends net.alias_info.$Properties {
    }

    class alias_info {
        constructor(properties?: net.alias_info.$Properties);
        $unknowns?: Uint8Array[];
        fuid: number;
        aliasname: string;
        static create(properties: net.alias_info.$Shape): net.alias_info & net.alias_info.$Shape;
        static create(properties?: net.alias_info.$Properties): net.alias_info;
        static encode(message: net.alias_info.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.alias_info & net.alias_info.$Shape;
    }

    namespace alias_info {
        interface $Properties {
            fuid?: (number|null);
            aliasname?: (string|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.alias_info.$Properties;
    }

    interface Iredbag_base_info extends net.redbag_base_info.$Properties {
    }

    class redbag_base_info {
        constructor(properties?: net.redbag_base_info.$Properties);
        $unknowns?: Uint8Array[];
        redbag_id: number;
        redbagtype: number;
        redbagvalue: number;
        tm: number;
        uid: number;
        nickname: string;
        cointype: number;
        static create(properties: net.redbag_base_info.$Shape): net.redbag_base_info & net.redbag_base_info.$Shape;
        static create(properties?: net.redbag_base_info.$Properties): net.redbag_base_info;
        static encode(message: net.redbag_base_info.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.redbag_base_info & net.redbag_base_info.$Shape;
    }

    namespace redbag_base_info {
        interface $Properties {
            redbag_id?: (number|null);
            redbagtype?: (number|null);
            redbagvalue?: (number|null);
            tm?: (number|null);
            uid?: (number|null);
            nickname?: (string|null);
            cointype?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.redbag_base_info.$Properties;
    }

    interface Imoney_change_info extends net.money_change_info.$Properties {
    }

    class money_change_info {
        constructor(properties?: net.money_change_info.$Properties);
        $unknowns?: Uint8Array[];
        uid: number;
        otheruid: number;
        othername: string;
        moneytype: number;
        amount: number;
        remarks: string;
        ptime: number;
        orderid: string;
        cointype: number;
        outcointype: number;
        id: number;
        static create(properties: net.money_change_info.$Shape): net.money_change_info & net.money_change_info.$Shape;
        static create(properties?: net.money_change_info.$Properties): net.money_change_info;
        static encode(message: net.money_change_info.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.money_change_info & net.money_change_info.$Shape;
    }

    namespace money_change_info {
        interface $Properties {
            uid?: (number|null);
            otheruid?: (number|null);
            othername?: (string|null);
            moneytype?: (number|null);
            amount?: (number|null);
            remarks?: (string|null);
            ptime?: (number|null);
            orderid?: (string|null);
            cointype?: (number|null);
            outcointype?: (number|null);
            id?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.money_change_info.$Properties;
    }

    interface Imobile_pay_info extends net.mobile_pay_info.$Properties {
    }

    class mobile_pay_info {
        constructor(properties?: net.mobile_pay_info.$Properties);
        $unknowns?: Uint8Array[];
        id: number;
        uid: number;
        paytype: number;
        accountname: string;
        phoneno: string;
        addfriendtype: number;
        name: string;
        bankcode: string;
        static create(properties: net.mobile_pay_info.$Shape): net.mobile_pay_info & net.mobile_pay_info.$Shape;
        static create(properties?: net.mobile_pay_info.$Properties): net.mobile_pay_info;
        static encode(message: net.mobile_pay_info.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.mobile_pay_info & net.mobile_pay_info.$Shape;
    }

    namespace mobile_pay_info {
        interface $Properties {
            id?: (number|null);
            uid?: (number|null);
            paytype?: (number|null);
            accountname?: (string|null);
            phoneno?: (string|null);
            addfriendtype?: (number|null);
            name?: (string|null);
            bankcode?: (string|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.mobile_pay_info.$Properties;
    }

    interface Igoods_info extends net.goods_info.$Properties {
    }

    class goods_info {
        constructor(properties?: net.goods_info.$Properties);
        $unknowns?: Uint8Array[];
        goodsid: number;
        goodsvalue: number;
        uid: number;
        minlimit: number;
        maxlimit: number;
        cointype: number;
        rate: number;
        status: number;
        ptime: number;
        username: string;
        paylist: number[];
        headurl: string;
        dealnum: number;
        goodstype: number;
        outcointype: number;
        payinfolist: net.mobile_pay_info.$Properties[];
        leftvalue: number;
        static create(properties: net.goods_info.$Shape): net.goods_info & net.goods_info.$Shape;
        static create(properties?: net.goods_info.$Properties): net.goods_info;
        static encode(message: net.goods_info.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.goods_info & net.goods_info.$Shape;
    }

    namespace goods_info {
        interface $Properties {
            goodsid?: (number|null);
            goodsvalue?: (number|null);
            uid?: (number|null);
            minlimit?: (number|null);
            maxlimit?: (number|null);
            cointype?: (number|null);
            rate?: (number|null);
            status?: (number|null);
            ptime?: (number|null);
            username?: (string|null);
            paylist?: (number[]|null);
            headurl?: (string|null);
            dealnum?: (number|null);
            goodstype?: (number|null);
            outcointype?: (number|null);
            payinfolist?: (net.mobile_pay_info.$Properties[]|null);
            leftvalue?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.goods_info.$Properties;
    }

    interface Iorder_info extends net.order_info.$Properties {
    }

    class order_info {
        constructor(properties?: net.order_info.$Properties);
        $unknowns?: Uint8Array[];
        orderid: string;
        goodsid: number;
        ordertype: number;
        buyer: number;
        seller: number;
        status: number;
        ordervalue: number;
        expiretm: number;
        paytype: number;
        rate: number;
        createtm: number;
        cancelflag: number;
        cointype: number;
        outcointype: number;
        paytypeid: number;
        payinfo?: (net.mobile_pay_info.$Properties|null);
        movetm: number;
        static create(properties: net.order_info.$Shape): net.order_info & net.order_info.$Shape;
        static create(properties?: net.order_info.$Properties): net.order_info;
        static encode(message: net.order_info.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.order_info & net.order_info.$Shape;
    }

    namespace order_info {
        interface $Properties {
            orderid?: (string|null);
            goodsid?: (number|null);
            ordertype?: (number|null);
            buyer?: (number|null);
            seller?: (number|null);
            status?: (number|null);
            ordervalue?: (number|null);
            expiretm?: (number|null);
            paytype?: (number|null);
            rate?: (number|null);
            createtm?: (number|null);
            cancelflag?: (number|null);
            cointype?: (number|null);
            outcointype?: (number|null);
            paytypeid?: (number|null);
            payinfo?: (net.mobile_pay_info.$Properties|null);
            movetm?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.order_info.$Properties;
    }

    interface Igroup_nickname_info extends net.group_nickname_info.$Properties {
    }

    class group_nickname_info {
        constructor(properties?: net.group_nickname_info.$Properties);
        $unknowns?: Uint8Array[];
        uid: number;
        nickname: string;
        static create(properties: net.group_nickname_info.$Shape): net.group_nickname_info & net.group_nickname_info.$Shape;
        static create(properties?: net.group_nickname_info.$Properties): net.group_nickname_info;
        static encode(message: net.group_nickname_info.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.group_nickname_info & net.group_nickname_info.$Shape;
    }

    namespace group_nickname_info {
        interface $Properties {
            uid?: (number|null);
            nickname?: (string|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.group_nickname_info.$Properties;
    }

    interface Icustomer_info extends net.customer_info.$Properties {
    }

    class customer_info {
        constructor(properties?: net.customer_info.$Properties);
        $unknowns?: Uint8Array[];
        customer_type: number;
        uid: number;
        static create(properties: net.customer_info.$Shape): net.customer_info & net.customer_info.$Shape;
        static create(properties?: net.customer_info.$Properties): net.customer_info;
        static encode(message: net.customer_info.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.customer_info & net.customer_info.$Shape;
    }

    namespace customer_info {
        interface $Properties {
            customer_type?: (number|null);
            uid?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.customer_info.$Properties;
    }

    interface Icoin_info extends net.coin_info.$Properties {
    }

    class coin_info {
        constructor(properties?: net.coin_info.$Properties);
        $unknowns?: Uint8Array[];
        cointype: number;
        coin: number;
        freezecoin: number;
        shopcoin: number;
        shopfreezecoin: number;
        static create(properties: net.coin_info.$Shape): net.coin_info & net.coin_info.$Shape;
        static create(properties?: net.coin_info.$Properties): net.coin_info;
        static encode(message: net.coin_info.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.coin_info & net.coin_info.$Shape;
    }

    namespace coin_info {
        interface $Properties {
            cointype?: (number|null);
            coin?: (number|null);
            freezecoin?: (number|null);
            shopcoin?: (number|null);
            shopfreezecoin?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.coin_info.$Properties;
    }

    interface Irate_info extends net.rate_info.$Properties {
    }

    class rate_info {
        constructor(properties?: net.rate_info.$Properties);
        $unknowns?: Uint8Array[];
        cointype: number;
        outcointype: number;
        crate: number;
        trate: number;
        drate: number;
        crate1: number;
        trate1: number;
        drate1: number;
        static create(properties: net.rate_info.$Shape): net.rate_info & net.rate_info.$Shape;
        static create(properties?: net.rate_info.$Properties): net.rate_info;
        static encode(message: net.rate_info.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.rate_info & net.rate_info.$Shape;
    }

    namespace rate_info {
        interface $Properties {
            cointype?: (number|null);
            outcointype?: (number|null);
            crate?: (number|null);
            trate?: (number|null);
            drate?: (number|null);
            crate1?: (number|null);
            trate1?: (number|null);
            drate1?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.rate_info.$Properties;
    }

    interface Igoods_deal_data extends net.goods_deal_data.$Properties {
    }

    class goods_deal_data {
        constructor(properties?: net.goods_deal_data.$Properties);
        $unknowns?: Uint8Array[];
        cnum: number;
        cval: number;
        tnum: number;
        tval: number;
        innum: number;
        inval: number;
        outnum: number;
        outval: number;
        cointype: number;
        static create(properties: net.goods_deal_data.$Shape): net.goods_deal_data & net.goods_deal_data.$Shape;
        static create(properties?: net.goods_deal_data.$Properties): net.goods_deal_data;
        static encode(message: net.goods_deal_data.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.goods_deal_data & net.goods_deal_data.$Shape;
    }

    namespace goods_deal_data {
        interface $Properties {
            cnum?: (number|null);
            cval?: (number|null);
            tnum?: (number|null);
            tval?: (number|null);
            innum?: (number|null);
            inval?: (number|null);
            outnum?: (number|null);
            outval?: (number|null);
            cointype?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.goods_deal_data.$Properties;
    }

    interface Ifriend_state_info extends net.friend_state_info.$Properties {
    }

    class friend_state_info {
        constructor(properties?: net.friend_state_info.$Properties);
        $unknowns?: Uint8Array[];
        fuid: number;
        lastlogouttime: number;
        static create(properties: net.friend_state_info.$Shape): net.friend_state_info & net.friend_state_info.$Shape;
        static create(properties?: net.friend_state_info.$Properties): net.friend_state_info;
        static encode(message: net.friend_state_info.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.friend_state_info & net.friend_state_info.$Shape;
    }

    namespace friend_state_info {
        interface $Properties {
            fuid?: (number|null);
            lastlogouttime?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.friend_state_info.$Properties;
    }

    interface Ichat_room_info extends net.chat_room_info.$Properties {
    }

    class chat_room_info {
        constructor(properties?: net.chat_room_info.$Properties);
        $unknowns?: Uint8Array[];
        roomkey: number;
        roomhost: number;
        createtm: number;
        roomname: string;
        pic: string;
        usercnt: number;
        forbid_uids: number[];
        channels: number[];
        static create(properties: net.chat_room_info.$Shape): net.chat_room_info & net.chat_room_info.$Shape;
        static create(properties?: net.chat_room_info.$Properties): net.chat_room_info;
        static encode(message: net.chat_room_info.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.chat_room_info & net.chat_room_info.$Shape;
    }

    namespace chat_room_info {
        interface $Properties {
            roomkey?: (number|null);
            roomhost?: (number|null);
            createtm?: (number|null);
            roomname?: (string|null);
            pic?: (string|null);
            usercnt?: (number|null);
            forbid_uids?: (number[]|null);
            channels?: (number[]|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.chat_room_info.$Properties;
    }

    interface Igroup_voice_state_info extends net.group_voice_state_info.$Properties {
    }

    class group_voice_state_info {
        constructor(properties?: net.group_voice_state_info.$Properties);
        $unknowns?: Uint8Array[];
        uid: number;
        voicestate: number;
        videostate: number;
        static create(properties: net.group_voice_state_info.$Shape): net.group_voice_state_info & net.group_voice_state_info.$Shape;
        static create(properties?: net.group_voice_state_info.$Properties): net.group_voice_state_info;
        static encode(message: net.group_voice_state_info.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.group_voice_state_info & net.group_voice_state_info.$Shape;
    }

    namespace group_voice_state_info {
        interface $Properties {
            uid?: (number|null);
            voicestate?: (number|null);
            videostate?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.group_voice_state_info.$Properties;
    }

    interface Imsg_heart_test extends net.msg_heart_test.$Properties {
    }

    class msg_heart_test {
        constructor(properties?: net.msg_heart_test.$Properties);
        $unknowns?: Uint8Array[];
        svr_time: number;
        ms_time: (number|Long);
        static create(properties: net.msg_heart_test.$Shape): net.msg_heart_test & net.msg_heart_test.$Shape;
        static create(properties?: net.msg_heart_test.$Properties): net.msg_heart_test;
        static encode(message: net.msg_heart_test.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_heart_test & net.msg_heart_test.$Shape;
    }

    namespace msg_heart_test {
        interface $Properties {
            svr_time?: (number|null);
            ms_time?: (number|Long|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_heart_test.$Properties;
    }

    interface Imsg_login_req extends net.msg_login_req.$Properties {
    }

    class msg_login_req {
        constructor(properties?: net.msg_login_req.$Properties);
        $unknowns?: Uint8Array[];
        uid: number;
        fastkey: string;
        phonenum: string;
        deviceid: string;
        version: string;
        static create(properties: net.msg_login_req.$Shape): net.msg_login_req & net.msg_login_req.$Shape;
        static create(properties?: net.msg_login_req.$Properties): net.msg_login_req;
        static encode(message: net.msg_login_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_login_req & net.msg_login_req.$Shape;
    }

    namespace msg_login_req {
        interface $Properties {
            uid?: (number|null);
            fastkey?: (string|null);
            phonenum?: (string|null);
            deviceid?: (string|null);
            version?: (string|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_login_req.$Properties;
    }

    interface Imsg_login_rep extends net.msg_login_rep.$Properties {
    }

    class msg_login_rep {
        constructor(properties?: net.msg_login_rep.$Properties);
        $unknowns?: Uint8Array[];
        result: number;
        server_time: number;
        customer_list: net.customer_info.$Properties[];
        ms_time: (number|Long);
        static create(properties: net.msg_login_rep.$Shape): net.msg_login_rep & net.msg_login_rep.$Shape;
        static create(properties?: net.msg_login_rep.$Properties): net.msg_login_rep;
        static encode(message: net.msg_login_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_login_rep & net.msg_login_rep.$Shape;
    }

    namespace msg_login_rep {
        interface $Properties {
            result?: (number|null);
            server_time?: (number|null);
            customer_list?: (net.customer_info.$Properties[]|null);
            ms_time?: (number|Long|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_login_rep.$Properties;
    }

    interface Imsg_user_data_notify extends net.msg_user_data_notify.$Properties {
    }

    class msg_user_data_notify {
        constructor(properties?: net.msg_user_data_notify.$Properties);
        $unknowns?: Uint8Array[];
        base_data?: (net.base_info.$Properties|null);
        static create(properties: net.msg_user_data_notify.$Shape): net.msg_user_data_notify & net.msg_user_data_notify.$Shape;
        static create(properties?: net.msg_user_data_notify.$Properties): net.msg_user_data_notify;
        static encode(message: net.msg_user_data_notify.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_user_data_notify & net.msg_user_data_notify.$Shape;
    }

    namespace msg_user_data_notify {
        interface $Properties {
            base_data?: (net.base_info.$Properties|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_user_data_notify.$Properties;
    }

    interface Imsg_pc_login_req extends net.msg_pc_login_req.$Properties {
    }

    class msg_pc_login_req {
        constructor(properties?: net.msg_pc_login_req.$Properties);
        $unknowns?: Uint8Array[];
        uid: number;
        fastkey: string;
        deviceid: string;
        version: string;
        static create(properties: net.msg_pc_login_req.$Shape): net.msg_pc_login_req & net.msg_pc_login_req.$Shape;
        static create(properties?: net.msg_pc_login_req.$Properties): net.msg_pc_login_req;
        static encode(message: net.msg_pc_login_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_pc_login_req & net.msg_pc_login_req.$Shape;
    }

    namespace msg_pc_login_req {
        interface $Properties {
            uid?: (number|null);
            fastkey?: (string|null);
            deviceid?: (string|null);
            version?: (string|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_pc_login_req.$Properties;
    }

    interface Imsg_pc_login_rep extends net.msg_pc_login_rep.$Properties {
    }

    class msg_pc_login_rep {
        constructor(properties?: net.msg_pc_login_rep.$Properties);
        $unknowns?: Uint8Array[];
        result: number;
        server_time: number;
        customer_list: net.customer_info.$Properties[];
        static create(properties: net.msg_pc_login_rep.$Shape): net.msg_pc_login_rep & net.msg_pc_login_rep.$Shape;
        static create(properties?: net.msg_pc_login_rep.$Properties): net.msg_pc_login_rep;
        static encode(message: net.msg_pc_login_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_pc_login_rep & net.msg_pc_login_rep.$Shape;
    }

    namespace msg_pc_login_rep {
        interface $Properties {
            result?: (number|null);
            server_time?: (number|null);
            customer_list?: (net.customer_info.$Properties[]|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_pc_login_rep.$Properties;
    }

    interface Imsg_pc_auth_req extends net.msg_pc_auth_req.$Properties {
    }

    class msg_pc_auth_req {
        constructor(properties?: net.msg_pc_auth_req.$Properties);
        $unknowns?: Uint8Array[];
        pcflow: Uint8Array;
        pckey: Uint8Array;
        static create(properties: net.msg_pc_auth_req.$Shape): net.msg_pc_auth_req & net.msg_pc_auth_req.$Shape;
        static create(properties?: net.msg_pc_auth_req.$Properties): net.msg_pc_auth_req;
        static encode(message: net.msg_pc_auth_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_pc_auth_req & net.msg_pc_auth_req.$Shape;
    }

    namespace msg_pc_auth_req {
        interface $Properties {
            pcflow?: (Uint8Array|null);
            pckey?: (Uint8Array|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_pc_auth_req.$Properties;
    }

    interface Imsg_pc_auth_rep extends net.msg_pc_auth_rep.$Properties {
    }

    class msg_pc_auth_rep {
        constructor(properties?: net.msg_pc_auth_rep.$Properties);
        $unknowns?: Uint8Array[];
        result: number;
        static create(properties: net.msg_pc_auth_rep.$Shape): net.msg_pc_auth_rep & net.msg_pc_auth_rep.$Shape;
        static create(properties?: net.msg_pc_auth_rep.$Properties): net.msg_pc_auth_rep;
        static encode(message: net.msg_pc_auth_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_pc_auth_rep & net.msg_pc_auth_rep.$Shape;
    }

    namespace msg_pc_auth_rep {
        interface $Properties {
            result?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_pc_auth_rep.$Properties;
    }

    interface Imsg_h5_login_req extends net.msg_h5_login_req.$Properties {
    }

    class msg_h5_login_req {
        constructor(properties?: net.msg_h5_login_req.$Properties);
        $unknowns?: Uint8Array[];
        uid: number;
        fastkey: string;
        deviceid: string;
        version: string;
        static create(properties: net.msg_h5_login_req.$Shape): net.msg_h5_login_req & net.msg_h5_login_req.$Shape;
        static create(properties?: net.msg_h5_login_req.$Properties): net.msg_h5_login_req;
        static encode(message: net.msg_h5_login_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_h5_login_req & net.msg_h5_login_req.$Shape;
    }

    namespace msg_h5_login_req {
        interface $Properties {
            uid?: (number|null);
            fastkey?: (string|null);
            deviceid?: (string|null);
            version?: (string|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_h5_login_req.$Properties;
    }

    interface Imsg_h5_login_rep extends net.msg_h5_login_rep.$Properties {
    }

    class msg_h5_login_rep {
        constructor(properties?: net.msg_h5_login_rep.$Properties);
        $unknowns?: Uint8Array[];
        result: number;
        server_time: number;
        customer_list: net.customer_info.$Properties[];
        static create(properties: net.msg_h5_login_rep.$Shape): net.msg_h5_login_rep & net.msg_h5_login_rep.$Shape;
        static create(properties?: net.msg_h5_login_rep.$Properties): net.msg_h5_login_rep;
        static encode(message: net.msg_h5_login_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_h5_login_rep & net.msg_h5_login_rep.$Shape;
    }

    namespace msg_h5_login_rep {
        interface $Properties {
            result?: (number|null);
            server_time?: (number|null);
            customer_list?: (net.customer_info.$Properties[]|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_h5_login_rep.$Properties;
    }

    interface Imsg_bind_openid_req extends net.msg_bind_openid_req.$Properties {
    }

    class msg_bind_openid_req {
        constructor(properties?: net.msg_bind_openid_req.$Properties);
        $unknowns?: Uint8Array[];
        channel: number;
        thirduid: number;
        static create(properties: net.msg_bind_openid_req.$Shape): net.msg_bind_openid_req & net.msg_bind_openid_req.$Shape;
        static create(properties?: net.msg_bind_openid_req.$Properties): net.msg_bind_openid_req;
        static encode(message: net.msg_bind_openid_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_bind_openid_req & net.msg_bind_openid_req.$Shape;
    }

    namespace msg_bind_openid_req {
        interface $Properties {
            channel?: (number|null);
            thirduid?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_bind_openid_req.$Properties;
    }

    interface Imsg_bind_openid_rep extends net.msg_bind_openid_rep.$Properties {
    }

    class msg_bind_openid_rep {
        constructor(properties?: net.msg_bind_openid_rep.$Properties);
        $unknowns?: Uint8Array[];
        result: number;
        static create(properties: net.msg_bind_openid_rep.$Shape): net.msg_bind_openid_rep & net.msg_bind_openid_rep.$Shape;
        static create(properties?: net.msg_bind_openid_rep.$Properties): net.msg_bind_openid_rep;
        static encode(message: net.msg_bind_openid_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_bind_openid_rep & net.msg_bind_openid_rep.$Shape;
    }

    namespace msg_bind_openid_rep {
        interface $Properties {
            result?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_bind_openid_rep.$Properties;
    }

    interface Imsg_get_user_info_req extends net.msg_get_user_info_req.$Properties {
    }

    class msg_get_user_info_req {
        constructor(properties?: net.msg_get_user_info_req.$Properties);
        $unknowns?: Uint8Array[];
        phonenum: string;
        uid: number;
        fid: number;
        channel: number;
        thirduid: number;
        zone: string;
        static create(properties: net.msg_get_user_info_req.$Shape): net.msg_get_user_info_req & net.msg_get_user_info_req.$Shape;
        static create(properties?: net.msg_get_user_info_req.$Properties): net.msg_get_user_info_req;
        static encode(message: net.msg_get_user_info_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_get_user_info_req & net.msg_get_user_info_req.$Shape;
    }

    namespace msg_get_user_info_req {
        interface $Properties {
            phonenum?: (string|null);
            uid?: (number|null);
            fid?: (number|null);
            channel?: (number|null);
            thirduid?: (number|null);
            zone?: (string|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_get_user_info_req.$Properties;
    }

    interface Imsg_get_user_info_rep extends net.msg_get_user_info_rep.$Properties {
    }

    class msg_get_user_info_rep {
        constructor(properties?: net.msg_get_user_info_rep.$Properties);
        $unknowns?: Uint8Array[];
        user_info?: (net.base_info.$Properties|null);
        static create(properties: net.msg_get_user_info_rep.$Shape): net.msg_get_user_info_rep & net.msg_get_user_info_rep.$Shape;
        static create(properties?: net.msg_get_user_info_rep.$Properties): net.msg_get_user_info_rep;
        static encode(message: net.msg_get_user_info_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_get_user_info_rep & net.msg_get_user_info_rep.$Shape;
    }

    namespace msg_get_user_info_rep {
        interface $Properties {
            user_info?: (net.base_info.$Properties|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_get_user_info_rep.$Properties;
    }

    interface Imsg_add_friend_req extends net.msg_add_friend_req.$Properties {
    }

    class msg_add_friend_req {
        constructor(properties?: net.msg_add_friend_req.$Properties);
        $unknowns?: Uint8Array[];
        phonenum: string;
        hellomsg: string;
        static create(properties: net.msg_add_friend_req.$Shape): net.msg_add_friend_req & net.msg_add_friend_req.$Shape;
        static create(properties?: net.msg_add_friend_req.$Properties): net.msg_add_friend_req;
        static encode(message: net.msg_add_friend_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_add_friend_req & net.msg_add_friend_req.$Shape;
    }

    namespace msg_add_friend_req {
        interface $Properties {
            phonenum?: (string|null);
            hellomsg?: (string|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_add_friend_req.$Properties;
    }

    interface Imsg_add_friend_rep extends net.msg_add_friend_rep.$Properties {
    }

    class msg_add_friend_rep {
        constructor(properties?: net.msg_add_friend_rep.$Properties);
        $unknowns?: Uint8Array[];
        result: number;
        static create(properties: net.msg_add_friend_rep.$Shape): net.msg_add_friend_rep & net.msg_add_friend_rep.$Shape;
        static create(properties?: net.msg_add_friend_rep.$Properties): net.msg_add_friend_rep;
        static encode(message: net.msg_add_friend_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_add_friend_rep & net.msg_add_friend_rep.$Shape;
    }

    namespace msg_add_friend_rep {
        interface $Properties {
            result?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_add_friend_rep.$Properties;
    }

    interface Imsg_add_friend_notify extends net.msg_add_friend_notify.$Properties {
    }

    class msg_add_friend_notify {
        constructor(properties?: net.msg_add_friend_notify.$Properties);
        $unknowns?: Uint8Array[];
        uid: number;
        static create(properties: net.msg_add_friend_notify.$Shape): net.msg_add_friend_notify & net.msg_add_friend_notify.$Shape;
        static create(properties?: net.msg_add_friend_notify.$Properties): net.msg_add_friend_notify;
        static encode(message: net.msg_add_friend_notify.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_add_friend_notify & net.msg_add_friend_notify.$Shape;
    }

    namespace msg_add_friend_notify {
        interface $Properties {
            uid?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_add_friend_notify.$Properties;
    }

    interface Imsg_add_friend_by_fid_req extends net.msg_add_friend_by_fid_req.$Properties {
    }

    class msg_add_friend_by_fid_req {
        constructor(properties?: net.msg_add_friend_by_fid_req.$Properties);
        $unknowns?: Uint8Array[];
        fid: number;
        hellomsg: string;
        static create(properties: net.msg_add_friend_by_fid_req.$Shape): net.msg_add_friend_by_fid_req & net.msg_add_friend_by_fid_req.$Shape;
        static create(properties?: net.msg_add_friend_by_fid_req.$Properties): net.msg_add_friend_by_fid_req;
        static encode(message: net.msg_add_friend_by_fid_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_add_friend_by_fid_req & net.msg_add_friend_by_fid_req.$Shape;
    }

    namespace msg_add_friend_by_fid_req {
        interface $Properties {
            fid?: (number|null);
            hellomsg?: (string|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_add_friend_by_fid_req.$Properties;
    }

    interface Imsg_add_friend_by_fid_rep extends net.msg_add_friend_by_fid_rep.$Properties {
    }

    class msg_add_friend_by_fid_rep {
        constructor(properties?: net.msg_add_friend_by_fid_rep.$Properties);
        $unknowns?: Uint8Array[];
        result: number;
        static create(properties: net.msg_add_friend_by_fid_rep.$Shape): net.msg_add_friend_by_fid_rep & net.msg_add_friend_by_fid_rep.$Shape;
        static create(properties?: net.msg_add_friend_by_fid_rep.$Properties): net.msg_add_friend_by_fid_rep;
        static encode(message: net.msg_add_friend_by_fid_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_add_friend_by_fid_rep & net.msg_add_friend_by_fid_rep.$Shape;
    }

    namespace msg_add_friend_by_fid_rep {
        interface $Properties {
            result?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_add_friend_by_fid_rep.$Properties;
    }

    interface Imsg_handle_friend_apply_req extends net.msg_handle_friend_apply_req.$Properties {
    }

    class msg_handle_friend_apply_req {
        constructor(properties?: net.msg_handle_friend_apply_req.$Properties);
        $unknowns?: Uint8Array[];
        otheruid: number;
        handletype: number;
        static create(properties: net.msg_handle_friend_apply_req.$Shape): net.msg_handle_friend_apply_req & net.msg_handle_friend_apply_req.$Shape;
        static create(properties?: net.msg_handle_friend_apply_req.$Properties): net.msg_handle_friend_apply_req;
        static encode(message: net.msg_handle_friend_apply_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_handle_friend_apply_req & net.msg_handle_friend_apply_req.$Shape;
    }

    namespace msg_handle_friend_apply_req {
        interface $Properties {
            otheruid?: (number|null);
            handletype?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_handle_friend_apply_req.$Properties;
    }

    interface Imsg_handle_friend_apply_rep extends net.msg_handle_friend_apply_rep.$Properties {
    }

    class msg_handle_friend_apply_rep {
        constructor(properties?: net.msg_handle_friend_apply_rep.$Properties);
        $unknowns?: Uint8Array[];
        result: number;
        otheruid: number;
        handletype: number;
        static create(properties: net.msg_handle_friend_apply_rep.$Shape): net.msg_handle_friend_apply_rep & net.msg_handle_friend_apply_rep.$Shape;
        static create(properties?: net.msg_handle_friend_apply_rep.$Properties): net.msg_handle_friend_apply_rep;
        static encode(message: net.msg_handle_friend_apply_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_handle_friend_apply_rep & net.msg_handle_friend_apply_rep.$Shape;
    }

    namespace msg_handle_friend_apply_rep {
        interface $Properties {
            result?: (number|null);
            otheruid?: (number|null);
            handletype?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_handle_friend_apply_rep.$Properties;
    }

    interface Imsg_friend_apply_list_req extends net.msg_friend_apply_list_req.$Properties {
    }

    class msg_friend_apply_list_req {
        constructor(properties?: net.msg_friend_apply_list_req.$Properties);
        $unknowns?: Uint8Array[];
        static create(properties: net.msg_friend_apply_list_req.$Shape): net.msg_friend_apply_list_req & net.msg_friend_apply_list_req.$Shape;
        static create(properties?: net.msg_friend_apply_list_req.$Properties): net.msg_friend_apply_list_req;
        static encode(message: net.msg_friend_apply_list_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_friend_apply_list_req & net.msg_friend_apply_list_req.$Shape;
    }

    namespace msg_friend_apply_list_req {
        interface $Properties {
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_friend_apply_list_req.$Properties;
    }

    interface Imsg_friend_apply_list_rep extends net.msg_friend_apply_list_rep.$Properties {
    }

    class msg_friend_apply_list_rep {
        constructor(properties?: net.msg_friend_apply_list_rep.$Properties);
        $unknowns?: Uint8Array[];
        apply_list: net.friend_apply.$Properties[];
        static create(properties: net.msg_friend_apply_list_rep.$Shape): net.msg_friend_apply_list_rep & net.msg_friend_apply_list_rep.$Shape;
        static create(properties?: net.msg_friend_apply_list_rep.$Properties): net.msg_friend_apply_list_rep;
        static encode(message: net.msg_friend_apply_list_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_friend_apply_list_rep & net.msg_friend_apply_list_rep.$Shape;
    }

    namespace msg_friend_apply_list_rep {
        interface $Properties {
            apply_list?: (net.friend_apply.$Properties[]|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_friend_apply_list_rep.$Properties;
    }

    interface Imsg_friend_list_req extends net.msg_friend_list_req.$Properties {
    }

    class msg_friend_list_req {
        constructor(properties?: net.msg_friend_list_req.$Properties);
        $unknowns?: Uint8Array[];
        static create(properties: net.msg_friend_list_req.$Shape): net.msg_friend_list_req & net.msg_friend_list_req.$Shape;
        static create(properties?: net.msg_friend_list_req.$Properties): net.msg_friend_list_req;
        static encode(message: net.msg_friend_list_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_friend_list_req & net.msg_friend_list_req.$Shape;
    }

    namespace msg_friend_list_req {
        interface $Properties {
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_friend_list_req.$Properties;
    }

    interface Imsg_friend_list_rep extends net.msg_friend_list_rep.$Properties {
    }

    class msg_friend_list_rep {
        constructor(properties?: net.msg_friend_list_rep.$Properties);
        $unknowns?: Uint8Array[];
        flist: net.base_info.$Properties[];
        isfirst: number;
        isend: number;
        version: number;
        static create(properties: net.msg_friend_list_rep.$Shape): net.msg_friend_list_rep & net.msg_friend_list_rep.$Shape;
        static create(properties?: net.msg_friend_list_rep.$Properties): net.msg_friend_list_rep;
        static encode(message: net.msg_friend_list_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_friend_list_rep & net.msg_friend_list_rep.$Shape;
    }

    namespace msg_friend_list_rep {
        interface $Properties {
            flist?: (net.base_info.$Properties[]|null);
            isfirst?: (number|null);
            isend?: (number|null);
            version?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_friend_list_rep.$Properties;
    }

    interface Imsg_friend_inc_list_req extends net.msg_friend_inc_list_req.$Properties {
    }

    class msg_friend_inc_list_req {
        constructor(properties?: net.msg_friend_inc_list_req.$Properties);
        $unknowns?: Uint8Array[];
        version: number;
        static create(properties: net.msg_friend_inc_list_req.$Shape): net.msg_friend_inc_list_req & net.msg_friend_inc_list_req.$Shape;
        static create(properties?: net.msg_friend_inc_list_req.$Properties): net.msg_friend_inc_list_req;
        static encode(message: net.msg_friend_inc_list_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_friend_inc_list_req & net.msg_friend_inc_list_req.$Shape;
    }

    namespace msg_friend_inc_list_req {
        interface $Properties {
            version?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_friend_inc_list_req.$Properties;
    }

    interface Imsg_friend_inc_list_rep extends net.msg_friend_inc_list_rep.$Properties {
    }

    class msg_friend_inc_list_rep {
        constructor(properties?: net.msg_friend_inc_list_rep.$Properties);
        $unknowns?: Uint8Array[];
        addlist: net.base_info.$Properties[];
        dellist: number[];
        isfirst: number;
        isend: number;
        version: number;
        static create(properties: net.msg_friend_inc_list_rep.$Shape): net.msg_friend_inc_list_rep & net.msg_friend_inc_list_rep.$Shape;
        static create(properties?: net.msg_friend_inc_list_rep.$Properties): net.msg_friend_inc_list_rep;
        static encode(message: net.msg_friend_inc_list_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_friend_inc_list_rep & net.msg_friend_inc_list_rep.$Shape;
    }

    namespace msg_friend_inc_list_rep {
        interface $Properties {
            addlist?: (net.base_info.$Properties[]|null);
            dellist?: (number[]|null);
            isfirst?: (number|null);
            isend?: (number|null);
            version?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_friend_inc_list_rep.$Properties;
    }

    interface Imsg_del_friend_req extends net.msg_del_friend_req.$Properties {
    }

    class msg_del_friend_req {
        constructor(properties?: net.msg_del_friend_req.$Properties);
        $unknowns?: Uint8Array[];
        frienduid: number;
        static create(properties: net.msg_del_friend_req.$Shape): net.msg_del_friend_req & net.msg_del_friend_req.$Shape;
        static create(properties?: net.msg_del_friend_req.$Properties): net.msg_del_friend_req;
        static encode(message: net.msg_del_friend_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_del_friend_req & net.msg_del_friend_req.$Shape;
    }

    namespace msg_del_friend_req {
        interface $Properties {
            frienduid?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_del_friend_req.$Properties;
    }

    interface Imsg_del_friend_rep extends net.msg_del_friend_rep.$Properties {
    }

    class msg_del_friend_rep {
        constructor(properties?: net.msg_del_friend_rep.$Properties);
        $unknowns?: Uint8Array[];
        result: number;
        frienduid: number;
        static create(properties: net.msg_del_friend_rep.$Shape): net.msg_del_friend_rep & net.msg_del_friend_rep.$Shape;
        static create(properties?: net.msg_del_friend_rep.$Properties): net.msg_del_friend_rep;
        static encode(message: net.msg_del_friend_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_del_friend_rep & net.msg_del_friend_rep.$Shape;
    }

    namespace msg_del_friend_rep {
        interface $Properties {
            result?: (number|null);
            frienduid?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_del_friend_rep.$Properties;
    }

    interface Imsg_set_alias_req extends net.msg_set_alias_req.$Properties {
    }

    class msg_set_alias_req {
        constructor(properties?: net.msg_set_alias_req.$Properties);
        $unknowns?: Uint8Array[];
        fuid: number;
        alias: string;
        static create(properties: net.msg_set_alias_req.$Shape): net.msg_set_alias_req & net.msg_set_alias_req.$Shape;
        static create(properties?: net.msg_set_alias_req.$Properties): net.msg_set_alias_req;
        static encode(message: net.msg_set_alias_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_set_alias_req & net.msg_set_alias_req.$Shape;
    }

    namespace msg_set_alias_req {
        interface $Properties {
            fuid?: (number|null);
            alias?: (string|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_set_alias_req.$Properties;
    }

    interface Imsg_set_alias_rep extends net.msg_set_alias_rep.$Properties {
    }

    class msg_set_alias_rep {
        constructor(properties?: net.msg_set_alias_rep.$Properties);
        $unknowns?: Uint8Array[];
        result: number;
        static create(properties: net.msg_set_alias_rep.$Shape): net.msg_set_alias_rep & net.msg_set_alias_rep.$Shape;
        static create(properties?: net.msg_set_alias_rep.$Properties): net.msg_set_alias_rep;
        static encode(message: net.msg_set_alias_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_set_alias_rep & net.msg_set_alias_rep.$Shape;
    }

    namespace msg_set_alias_rep {
        interface $Properties {
            result?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_set_alias_rep.$Properties;
    }

    interface Imsg_alias_list_req extends net.msg_alias_list_req.$Properties {
    }

    class msg_alias_list_req {
        constructor(properties?: net.msg_alias_list_req.$Properties);
        $unknowns?: Uint8Array[];
        static create(properties: net.msg_alias_list_req.$Shape): net.msg_alias_list_req & net.msg_alias_list_req.$Shape;
        static create(properties?: net.msg_alias_list_req.$Properties): net.msg_alias_list_req;
        static encode(message: net.msg_alias_list_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_alias_list_req & net.msg_alias_list_req.$Shape;
    }

    namespace msg_alias_list_req {
        interface $Properties {
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_alias_list_req.$Properties;
    }

    interface Imsg_alias_list_rep extends net.msg_alias_list_rep.$Properties {
    }

    class msg_alias_list_rep {
        constructor(properties?: net.msg_alias_list_rep.$Properties);
        $unknowns?: Uint8Array[];
        alias_list: net.alias_info.$Properties[];
        static create(properties: net.msg_alias_list_rep.$Shape): net.msg_alias_list_rep & net.msg_alias_list_rep.$Shape;
        static create(properties?: net.msg_alias_list_rep.$Properties): net.msg_alias_list_rep;
        static encode(message: net.msg_alias_list_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_alias_list_rep & net.msg_alias_list_rep.$Shape;
    }

    namespace msg_alias_list_rep {
        interface $Properties {
            alias_list?: (net.alias_info.$Properties[]|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_alias_list_rep.$Properties;
    }

    interface Imsg_set_friend_verify_req extends net.msg_set_friend_verify_req.$Properties {
    }

    class msg_set_friend_verify_req {
        constructor(properties?: net.msg_set_friend_verify_req.$Properties);
        $unknowns?: Uint8Array[];
        need: number;
        static create(properties: net.msg_set_friend_verify_req.$Shape): net.msg_set_friend_verify_req & net.msg_set_friend_verify_req.$Shape;
        static create(properties?: net.msg_set_friend_verify_req.$Properties): net.msg_set_friend_verify_req;
        static encode(message: net.msg_set_friend_verify_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_set_friend_verify_req & net.msg_set_friend_verify_req.$Shape;
    }

    namespace msg_set_friend_verify_req {
        interface $Properties {
            need?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_set_friend_verify_req.$Properties;
    }

    interface Imsg_set_friend_verify_rep extends net.msg_set_friend_verify_rep.$Properties {
    }

    class msg_set_friend_verify_rep {
        constructor(properties?: net.msg_set_friend_verify_rep.$Properties);
        $unknowns?: Uint8Array[];
        need: number;
        result: number;
        static create(properties: net.msg_set_friend_verify_rep.$Shape): net.msg_set_friend_verify_rep & net.msg_set_friend_verify_rep.$Shape;
        static create(properties?: net.msg_set_friend_verify_rep.$Properties): net.msg_set_friend_verify_rep;
        static encode(message: net.msg_set_friend_verify_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_set_friend_verify_rep & net.msg_set_friend_verify_rep.$Shape;
    }

    namespace msg_set_friend_verify_rep {
        interface $Properties {
            need?: (number|null);
            result?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_set_friend_verify_rep.$Properties;
    }

    interface Imsg_online_state_req extends net.msg_online_state_req.$Properties {
    }

    class msg_online_state_req {
        constructor(properties?: net.msg_online_state_req.$Properties);
        $unknowns?: Uint8Array[];
        uid: number;
        static create(properties: net.msg_online_state_req.$Shape): net.msg_online_state_req & net.msg_online_state_req.$Shape;
        static create(properties?: net.msg_online_state_req.$Properties): net.msg_online_state_req;
        static encode(message: net.msg_online_state_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_online_state_req & net.msg_online_state_req.$Shape;
    }

    namespace msg_online_state_req {
        interface $Properties {
            uid?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_online_state_req.$Properties;
    }

    interface Imsg_online_state_rep extends net.msg_online_state_rep.$Properties {
    }

    class msg_online_state_rep {
        constructor(properties?: net.msg_online_state_rep.$Properties);
        $unknowns?: Uint8Array[];
        uid: number;
        lastlogouttime: number;
        static create(properties: net.msg_online_state_rep.$Shape): net.msg_online_state_rep & net.msg_online_state_rep.$Shape;
        static create(properties?: net.msg_online_state_rep.$Properties): net.msg_online_state_rep;
        static encode(message: net.msg_online_state_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_online_state_rep & net.msg_online_state_rep.$Shape;
    }

    namespace msg_online_state_rep {
        interface $Properties {
            uid?: (number|null);
            lastlogouttime?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_online_state_rep.$Properties;
    }

    interface Imsg_online_list_req extends net.msg_online_list_req.$Properties {
    }

    class msg_online_list_req {
        constructor(properties?: net.msg_online_list_req.$Properties);
        $unknowns?: Uint8Array[];
        uidlist: number[];
        static create(properties: net.msg_online_list_req.$Shape): net.msg_online_list_req & net.msg_online_list_req.$Shape;
        static create(properties?: net.msg_online_list_req.$Properties): net.msg_online_list_req;
        static encode(message: net.msg_online_list_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_online_list_req & net.msg_online_list_req.$Shape;
    }

    namespace msg_online_list_req {
        interface $Properties {
            uidlist?: (number[]|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_online_list_req.$Properties;
    }

    interface Imsg_online_list_rep extends net.msg_online_list_rep.$Properties {
    }

    class msg_online_list_rep {
        constructor(properties?: net.msg_online_list_rep.$Properties);
        $unknowns?: Uint8Array[];
        onlinelist: number[];
        static create(properties: net.msg_online_list_rep.$Shape): net.msg_online_list_rep & net.msg_online_list_rep.$Shape;
        static create(properties?: net.msg_online_list_rep.$Properties): net.msg_online_list_rep;
        static encode(message: net.msg_online_list_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_online_list_rep & net.msg_online_list_rep.$Shape;
    }

    namespace msg_online_list_rep {
        interface $Properties {
            onlinelist?: (number[]|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_online_list_rep.$Properties;
    }

    interface Imsg_get_blacklist_req extends net.msg_get_blacklist_req.$Properties {
    }

    class msg_get_blacklist_req {
        constructor(properties?: net.msg_get_blacklist_req.$Properties);
        $unknowns?: Uint8Array[];
        static create(properties: net.msg_get_blacklist_req.$Shape): net.msg_get_blacklist_req & net.msg_get_blacklist_req.$Shape;
        static create(properties?: net.msg_get_blacklist_req.$Properties): net.msg_get_blacklist_req;
        static encode(message: net.msg_get_blacklist_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_get_blacklist_req & net.msg_get_blacklist_req.$Shape;
    }

    namespace msg_get_blacklist_req {
        interface $Properties {
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_get_blacklist_req.$Properties;
    }

    interface Imsg_get_blacklist_rep extends net.msg_get_blacklist_rep.$Properties {
    }

    class msg_get_blacklist_rep {
        constructor(properties?: net.msg_get_blacklist_rep.$Properties);
        $unknowns?: Uint8Array[];
        blacklist: net.base_info.$Properties[];
        static create(properties: net.msg_get_blacklist_rep.$Shape): net.msg_get_blacklist_rep & net.msg_get_blacklist_rep.$Shape;
        static create(properties?: net.msg_get_blacklist_rep.$Properties): net.msg_get_blacklist_rep;
        static encode(message: net.msg_get_blacklist_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_get_blacklist_rep & net.msg_get_blacklist_rep.$Shape;
    }

    namespace msg_get_blacklist_rep {
        interface $Properties {
            blacklist?: (net.base_info.$Properties[]|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_get_blacklist_rep.$Properties;
    }

    interface Imsg_set_blacklist_req extends net.msg_set_blacklist_req.$Properties {
    }

    class msg_set_blacklist_req {
        constructor(properties?: net.msg_set_blacklist_req.$Properties);
        $unknowns?: Uint8Array[];
        otheruid: number;
        opertype: number;
        static create(properties: net.msg_set_blacklist_req.$Shape): net.msg_set_blacklist_req & net.msg_set_blacklist_req.$Shape;
        static create(properties?: net.msg_set_blacklist_req.$Properties): net.msg_set_blacklist_req;
        static encode(message: net.msg_set_blacklist_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_set_blacklist_req & net.msg_set_blacklist_req.$Shape;
    }

    namespace msg_set_blacklist_req {
        interface $Properties {
            otheruid?: (number|null);
            opertype?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_set_blacklist_req.$Properties;
    }

    interface Imsg_set_blacklist_rep extends net.msg_set_blacklist_rep.$Properties {
    }

    class msg_set_blacklist_rep {
        constructor(properties?: net.msg_set_blacklist_rep.$Properties);
        $unknowns?: Uint8Array[];
        result: number;
        static create(properties: net.msg_set_blacklist_rep.$Shape): net.msg_set_blacklist_rep & net.msg_set_blacklist_rep.$Shape;
        static create(properties?: net.msg_set_blacklist_rep.$Properties): net.msg_set_blacklist_rep;
        static encode(message: net.msg_set_blacklist_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_set_blacklist_rep & net.msg_set_blacklist_rep.$Shape;
    }

    namespace msg_set_blacklist_rep {
        interface $Properties {
            result?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_set_blacklist_rep.$Properties;
    }

    interface Imsg_set_sign_req extends net.msg_set_sign_req.$Properties {
    }

    class msg_set_sign_req {
        constructor(properties?: net.msg_set_sign_req.$Properties);
        $unknowns?: Uint8Array[];
        sign: string;
        static create(properties: net.msg_set_sign_req.$Shape): net.msg_set_sign_req & net.msg_set_sign_req.$Shape;
        static create(properties?: net.msg_set_sign_req.$Properties): net.msg_set_sign_req;
        static encode(message: net.msg_set_sign_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_set_sign_req & net.msg_set_sign_req.$Shape;
    }

    namespace msg_set_sign_req {
        interface $Properties {
            sign?: (string|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_set_sign_req.$Properties;
    }

    interface Imsg_set_sign_rep extends net.msg_set_sign_rep.$Properties {
    }

    class msg_set_sign_rep {
        constructor(properties?: net.msg_set_sign_rep.$Properties);
        $unknowns?: Uint8Array[];
        result: number;
        sign: string;
        static create(properties: net.msg_set_sign_rep.$Shape): net.msg_set_sign_rep & net.msg_set_sign_rep.$Shape;
        static create(properties?: net.msg_set_sign_rep.$Properties): net.msg_set_sign_rep;
        static encode(message: net.msg_set_sign_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_set_sign_rep & net.msg_set_sign_rep.$Shape;
    }

    namespace msg_set_sign_rep {
        interface $Properties {
            result?: (number|null);
            sign?: (string|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_set_sign_rep.$Properties;
    }

    interface Imsg_set_region_req extends net.msg_set_region_req.$Properties {
    }

    class msg_set_region_req {
        constructor(properties?: net.msg_set_region_req.$Properties);
        $unknowns?: Uint8Array[];
        region: string;
        static create(properties: net.msg_set_region_req.$Shape): net.msg_set_region_req & net.msg_set_region_req.$Shape;
        static create(properties?: net.msg_set_region_req.$Properties): net.msg_set_region_req;
        static encode(message: net.msg_set_region_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_set_region_req & net.msg_set_region_req.$Shape;
    }

    namespace msg_set_region_req {
        interface $Properties {
            region?: (string|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_set_region_req.$Properties;
    }

    interface Imsg_set_region_rep extends net.msg_set_region_rep.$Properties {
    }

    class msg_set_region_rep {
        constructor(properties?: net.msg_set_region_rep.$Properties);
        $unknowns?: Uint8Array[];
        result: number;
        region: string;
        static create(properties: net.msg_set_region_rep.$Shape): net.msg_set_region_rep & net.msg_set_region_rep.$Shape;
        static create(properties?: net.msg_set_region_rep.$Properties): net.msg_set_region_rep;
        static encode(message: net.msg_set_region_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_set_region_rep & net.msg_set_region_rep.$Shape;
    }

    namespace msg_set_region_rep {
        interface $Properties {
            result?: (number|null);
            region?: (string|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_set_region_rep.$Properties;
    }

    interface Imsg_set_headurl_req extends net.msg_set_headurl_req.$Properties {
    }

    class msg_set_headurl_req {
        constructor(properties?: net.msg_set_headurl_req.$Properties);
        $unknowns?: Uint8Array[];
        headurl: string;
        static create(properties: net.msg_set_headurl_req.$Shape): net.msg_set_headurl_req & net.msg_set_headurl_req.$Shape;
        static create(properties?: net.msg_set_headurl_req.$Properties): net.msg_set_headurl_req;
        static encode(message: net.msg_set_headurl_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_set_headurl_req & net.msg_set_headurl_req.$Shape;
    }

    namespace msg_set_headurl_req {
        interface $Properties {
            headurl?: (string|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_set_headurl_req.$Properties;
    }

    interface Imsg_set_headurl_rep extends net.msg_set_headurl_rep.$Properties {
    }

    class msg_set_headurl_rep {
        constructor(properties?: net.msg_set_headurl_rep.$Properties);
        $unknowns?: Uint8Array[];
        result: number;
        headurl: string;
        static create(properties: net.msg_set_headurl_rep.$Shape): net.msg_set_headurl_rep & net.msg_set_headurl_rep.$Shape;
        static create(properties?: net.msg_set_headurl_rep.$Properties): net.msg_set_headurl_rep;
        static encode(message: net.msg_set_headurl_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_set_headurl_rep & net.msg_set_headurl_rep.$Shape;
    }

    namespace msg_set_headurl_rep {
        interface $Properties {
            result?: (number|null);
            headurl?: (string|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_set_headurl_rep.$Properties;
    }

    interface Imsg_set_name_req extends net.msg_set_name_req.$Properties {
    }

    class msg_set_name_req {
        constructor(properties?: net.msg_set_name_req.$Properties);
        $unknowns?: Uint8Array[];
        name: string;
        static create(properties: net.msg_set_name_req.$Shape): net.msg_set_name_req & net.msg_set_name_req.$Shape;
        static create(properties?: net.msg_set_name_req.$Properties): net.msg_set_name_req;
        static encode(message: net.msg_set_name_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_set_name_req & net.msg_set_name_req.$Shape;
    }

    namespace msg_set_name_req {
        interface $Properties {
            name?: (string|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_set_name_req.$Properties;
    }

    interface Imsg_set_name_rep extends net.msg_set_name_rep.$Properties {
    }

    class msg_set_name_rep {
        constructor(properties?: net.msg_set_name_rep.$Properties);
        $unknowns?: Uint8Array[];
        result: number;
        name: string;
        static create(properties: net.msg_set_name_rep.$Shape): net.msg_set_name_rep & net.msg_set_name_rep.$Shape;
        static create(properties?: net.msg_set_name_rep.$Properties): net.msg_set_name_rep;
        static encode(message: net.msg_set_name_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_set_name_rep & net.msg_set_name_rep.$Shape;
    }

    namespace msg_set_name_rep {
        interface $Properties {
            result?: (number|null);
            name?: (string|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_set_name_rep.$Properties;
    }

    interface Imsg_set_complete_name_req extends net.msg_set_complete_name_req.$Properties {
    }

    class msg_set_complete_name_req {
        constructor(properties?: net.msg_set_complete_name_req.$Properties);
        $unknowns?: Uint8Array[];
        firstname: string;
        lastname: string;
        static create(properties: net.msg_set_complete_name_req.$Shape): net.msg_set_complete_name_req & net.msg_set_complete_name_req.$Shape;
        static create(properties?: net.msg_set_complete_name_req.$Properties): net.msg_set_complete_name_req;
        static encode(message: net.msg_set_complete_name_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_set_complete_name_req & net.msg_set_complete_name_req.$Shape;
    }

    namespace msg_set_complete_name_req {
        interface $Properties {
            firstname?: (string|null);
            lastname?: (string|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_set_complete_name_req.$Properties;
    }

    interface Imsg_set_complete_name_rep extends net.msg_set_complete_name_rep.$Properties {
    }

    class msg_set_complete_name_rep {
        constructor(properties?: net.msg_set_complete_name_rep.$Properties);
        $unknowns?: Uint8Array[];
        result: number;
        firstname: string;
        lastname: string;
        static create(properties: net.msg_set_complete_name_rep.$Shape): net.msg_set_complete_name_rep & net.msg_set_complete_name_rep.$Shape;
        static create(properties?: net.msg_set_complete_name_rep.$Properties): net.msg_set_complete_name_rep;
        static encode(message: net.msg_set_complete_name_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_set_complete_name_rep & net.msg_set_complete_name_rep.$Shape;
    }

    namespace msg_set_complete_name_rep {
        interface $Properties {
            result?: (number|null);
            firstname?: (string|null);
            lastname?: (string|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_set_complete_name_rep.$Properties;
    }

    interface Imsg_set_phonenum_req extends net.msg_set_phonenum_req.$Properties {
    }

    class msg_set_phonenum_req {
        constructor(properties?: net.msg_set_phonenum_req.$Properties);
        $unknowns?: Uint8Array[];
        zone: string;
        phonenum: string;
        verifycode: string;
        static create(properties: net.msg_set_phonenum_req.$Shape): net.msg_set_phonenum_req & net.msg_set_phonenum_req.$Shape;
        static create(properties?: net.msg_set_phonenum_req.$Properties): net.msg_set_phonenum_req;
        static encode(message: net.msg_set_phonenum_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_set_phonenum_req & net.msg_set_phonenum_req.$Shape;
    }

    namespace msg_set_phonenum_req {
        interface $Properties {
            zone?: (string|null);
            phonenum?: (string|null);
            verifycode?: (string|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_set_phonenum_req.$Properties;
    }

    interface Imsg_set_phonenum_rep extends net.msg_set_phonenum_rep.$Properties {
    }

    class msg_set_phonenum_rep {
        constructor(properties?: net.msg_set_phonenum_rep.$Properties);
        $unknowns?: Uint8Array[];
        result: number;
        zone: string;
        phonenum: string;
        static create(properties: net.msg_set_phonenum_rep.$Shape): net.msg_set_phonenum_rep & net.msg_set_phonenum_rep.$Shape;
        static create(properties?: net.msg_set_phonenum_rep.$Properties): net.msg_set_phonenum_rep;
        static encode(message: net.msg_set_phonenum_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_set_phonenum_rep & net.msg_set_phonenum_rep.$Shape;
    }

    namespace msg_set_phonenum_rep {
        interface $Properties {
            result?: (number|null);
            zone?: (string|null);
            phonenum?: (string|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_set_phonenum_rep.$Properties;
    }

    interface Imsg_set_privacy_req extends net.msg_set_privacy_req.$Properties {
    }

    class msg_set_privacy_req {
        constructor(properties?: net.msg_set_privacy_req.$Properties);
        $unknowns?: Uint8Array[];
        ptype: number;
        flagval: number;
        static create(properties: net.msg_set_privacy_req.$Shape): net.msg_set_privacy_req & net.msg_set_privacy_req.$Shape;
        static create(properties?: net.msg_set_privacy_req.$Properties): net.msg_set_privacy_req;
        static encode(message: net.msg_set_privacy_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_set_privacy_req & net.msg_set_privacy_req.$Shape;
    }

    namespace msg_set_privacy_req {
        interface $Properties {
            ptype?: (number|null);
            flagval?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_set_privacy_req.$Properties;
    }

    interface Imsg_set_privacy_rep extends net.msg_set_privacy_rep.$Properties {
    }

    class msg_set_privacy_rep {
        constructor(properties?: net.msg_set_privacy_rep.$Properties);
        $unknowns?: Uint8Array[];
        result: number;
        ptype: number;
        flagval: number;
        privacy: (number|Long);
        static create(properties: net.msg_set_privacy_rep.$Shape): net.msg_set_privacy_rep & net.msg_set_privacy_rep.$Shape;
        static create(properties?: net.msg_set_privacy_rep.$Properties): net.msg_set_privacy_rep;
        static encode(message: net.msg_set_privacy_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_set_privacy_rep & net.msg_set_privacy_rep.$Shape;
    }

    namespace msg_set_privacy_rep {
        interface $Properties {
            result?: (number|null);
            ptype?: (number|null);
            flagval?: (number|null);
            privacy?: (number|Long|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_set_privacy_rep.$Properties;
    }

    interface Imsg_set_bty_register_req extends net.msg_set_bty_register_req.$Properties {
    }

    class msg_set_bty_register_req {
        constructor(properties?: net.msg_set_bty_register_req.$Properties);
        $unknowns?: Uint8Array[];
        setuid: number;
        static create(properties: net.msg_set_bty_register_req.$Shape): net.msg_set_bty_register_req & net.msg_set_bty_register_req.$Shape;
        static create(properties?: net.msg_set_bty_register_req.$Properties): net.msg_set_bty_register_req;
        static encode(message: net.msg_set_bty_register_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_set_bty_register_req & net.msg_set_bty_register_req.$Shape;
    }

    namespace msg_set_bty_register_req {
        interface $Properties {
            setuid?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_set_bty_register_req.$Properties;
    }

    interface Imsg_set_bty_register_rep extends net.msg_set_bty_register_rep.$Properties {
    }

    class msg_set_bty_register_rep {
        constructor(properties?: net.msg_set_bty_register_rep.$Properties);
        $unknowns?: Uint8Array[];
        result: number;
        static create(properties: net.msg_set_bty_register_rep.$Shape): net.msg_set_bty_register_rep & net.msg_set_bty_register_rep.$Shape;
        static create(properties?: net.msg_set_bty_register_rep.$Properties): net.msg_set_bty_register_rep;
        static encode(message: net.msg_set_bty_register_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_set_bty_register_rep & net.msg_set_bty_register_rep.$Shape;
    }

    namespace msg_set_bty_register_rep {
        interface $Properties {
            result?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_set_bty_register_rep.$Properties;
    }

    interface Imsg_set_bty_topup_req extends net.msg_set_bty_topup_req.$Properties {
    }

    class msg_set_bty_topup_req {
        constructor(properties?: net.msg_set_bty_topup_req.$Properties);
        $unknowns?: Uint8Array[];
        setuid: number;
        static create(properties: net.msg_set_bty_topup_req.$Shape): net.msg_set_bty_topup_req & net.msg_set_bty_topup_req.$Shape;
        static create(properties?: net.msg_set_bty_topup_req.$Properties): net.msg_set_bty_topup_req;
        static encode(message: net.msg_set_bty_topup_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_set_bty_topup_req & net.msg_set_bty_topup_req.$Shape;
    }

    namespace msg_set_bty_topup_req {
        interface $Properties {
            setuid?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_set_bty_topup_req.$Properties;
    }

    interface Imsg_set_bty_topup_rep extends net.msg_set_bty_topup_rep.$Properties {
    }

    class msg_set_bty_topup_rep {
        constructor(properties?: net.msg_set_bty_topup_rep.$Properties);
        $unknowns?: Uint8Array[];
        result: number;
        static create(properties: net.msg_set_bty_topup_rep.$Shape): net.msg_set_bty_topup_rep & net.msg_set_bty_topup_rep.$Shape;
        static create(properties?: net.msg_set_bty_topup_rep.$Properties): net.msg_set_bty_topup_rep;
        static encode(message: net.msg_set_bty_topup_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_set_bty_topup_rep & net.msg_set_bty_topup_rep.$Shape;
    }

    namespace msg_set_bty_topup_rep {
        interface $Properties {
            result?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_set_bty_topup_rep.$Properties;
    }

    interface Imsg_send_private_msg_req extends net.msg_send_private_msg_req.$Properties {
    }

    class msg_send_private_msg_req {
        constructor(properties?: net.msg_send_private_msg_req.$Properties);
        $unknowns?: Uint8Array[];
        recvuid: number;
        msg_type: number;
        content: Uint8Array;
        clientkey: string;
        nopush: number;
        authcode: string;
        static create(properties: net.msg_send_private_msg_req.$Shape): net.msg_send_private_msg_req & net.msg_send_private_msg_req.$Shape;
        static create(properties?: net.msg_send_private_msg_req.$Properties): net.msg_send_private_msg_req;
        static encode(message: net.msg_send_private_msg_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_send_private_msg_req & net.msg_send_private_msg_req.$Shape;
    }

    namespace msg_send_private_msg_req {
        interface $Properties {
            recvuid?: (number|null);
            msg_type?: (number|null);
            content?: (Uint8Array|null);
            clientkey?: (string|null);
            nopush?: (number|null);
            authcode?: (string|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_send_private_msg_req.$Properties;
    }

    interface Imsg_send_private_msg_rep extends net.msg_send_private_msg_rep.$Properties {
    }

    class msg_send_private_msg_rep {
        constructor(properties?: net.msg_send_private_msg_rep.$Properties);
        $unknowns?: Uint8Array[];
        result: number;
        msg_info?: (net.chat_msg.$Properties|null);
        static create(properties: net.msg_send_private_msg_rep.$Shape): net.msg_send_private_msg_rep & net.msg_send_private_msg_rep.$Shape;
        static create(properties?: net.msg_send_private_msg_rep.$Properties): net.msg_send_private_msg_rep;
        static encode(message: net.msg_send_private_msg_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_send_private_msg_rep & net.msg_send_private_msg_rep.$Shape;
    }

    namespace msg_send_private_msg_rep {
        interface $Properties {
            result?: (number|null);
            msg_info?: (net.chat_msg.$Properties|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_send_private_msg_rep.$Properties;
    }

    interface Imsg_get_msg_list_req extends net.msg_get_msg_list_req.$Properties {
    }

    class msg_get_msg_list_req {
        constructor(properties?: net.msg_get_msg_list_req.$Properties);
        $unknowns?: Uint8Array[];
        chatkey: (number|Long);
        chatmsgno: number;
        static create(properties: net.msg_get_msg_list_req.$Shape): net.msg_get_msg_list_req & net.msg_get_msg_list_req.$Shape;
        static create(properties?: net.msg_get_msg_list_req.$Properties): net.msg_get_msg_list_req;
        static encode(message: net.msg_get_msg_list_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_get_msg_list_req & net.msg_get_msg_list_req.$Shape;
    }

    namespace msg_get_msg_list_req {
        interface $Properties {
            chatkey?: (number|Long|null);
            chatmsgno?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_get_msg_list_req.$Properties;
    }

    interface Imsg_get_msg_list_rep extends net.msg_get_msg_list_rep.$Properties {
    }

    class msg_get_msg_list_rep {
        constructor(properties?: net.msg_get_msg_list_rep.$Properties);
        $unknowns?: Uint8Array[];
        msg_list: net.chat_msg.$Properties[];
        hasred: number;
        readversion: number;
        static create(properties: net.msg_get_msg_list_rep.$Shape): net.msg_get_msg_list_rep & net.msg_get_msg_list_rep.$Shape;
        static create(properties?: net.msg_get_msg_list_rep.$Properties): net.msg_get_msg_list_rep;
        static encode(message: net.msg_get_msg_list_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_get_msg_list_rep & net.msg_get_msg_list_rep.$Shape;
    }

    namespace msg_get_msg_list_rep {
        interface $Properties {
            msg_list?: (net.chat_msg.$Properties[]|null);
            hasred?: (number|null);
            readversion?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_get_msg_list_rep.$Properties;
    }

    interface Imsg_confirm_read_req extends net.msg_confirm_read_req.$Properties {
    }

    class msg_confirm_read_req {
        constructor(properties?: net.msg_confirm_read_req.$Properties);
        $unknowns?: Uint8Array[];
        chatkey: (number|Long);
        chatmsgno: number;
        static create(properties: net.msg_confirm_read_req.$Shape): net.msg_confirm_read_req & net.msg_confirm_read_req.$Shape;
        static create(properties?: net.msg_confirm_read_req.$Properties): net.msg_confirm_read_req;
        static encode(message: net.msg_confirm_read_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_confirm_read_req & net.msg_confirm_read_req.$Shape;
    }

    namespace msg_confirm_read_req {
        interface $Properties {
            chatkey?: (number|Long|null);
            chatmsgno?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_confirm_read_req.$Properties;
    }

    interface Imsg_confirm_read_rep extends net.msg_confirm_read_rep.$Properties {
    }

    class msg_confirm_read_rep {
        constructor(properties?: net.msg_confirm_read_rep.$Properties);
        $unknowns?: Uint8Array[];
        result: number;
        static create(properties: net.msg_confirm_read_rep.$Shape): net.msg_confirm_read_rep & net.msg_confirm_read_rep.$Shape;
        static create(properties?: net.msg_confirm_read_rep.$Properties): net.msg_confirm_read_rep;
        static encode(message: net.msg_confirm_read_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_confirm_read_rep & net.msg_confirm_read_rep.$Shape;
    }

    namespace msg_confirm_read_rep {
        interface $Properties {
            result?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_confirm_read_rep.$Properties;
    }

    interface Imsg_confirm_has_read_req extends net.msg_confirm_has_read_req.$Properties {
    }

    class msg_confirm_has_read_req {
        constructor(properties?: net.msg_confirm_has_read_req.$Properties);
        $unknowns?: Uint8Array[];
        chatkey: (number|Long);
        chatmsgno_list: number[];
        static create(properties: net.msg_confirm_has_read_req.$Shape): net.msg_confirm_has_read_req & net.msg_confirm_has_read_req.$Shape;
        static create(properties?: net.msg_confirm_has_read_req.$Properties): net.msg_confirm_has_read_req;
        static encode(message: net.msg_confirm_has_read_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_confirm_has_read_req & net.msg_confirm_has_read_req.$Shape;
    }

    namespace msg_confirm_has_read_req {
        interface $Properties {
            chatkey?: (number|Long|null);
            chatmsgno_list?: (number[]|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_confirm_has_read_req.$Properties;
    }

    interface Imsg_confirm_has_read_rep extends net.msg_confirm_has_read_rep.$Properties {
    }

    class msg_confirm_has_read_rep {
        constructor(properties?: net.msg_confirm_has_read_rep.$Properties);
        $unknowns?: Uint8Array[];
        chatkey: (number|Long);
        chatmsgno_list: number[];
        result: number;
        static create(properties: net.msg_confirm_has_read_rep.$Shape): net.msg_confirm_has_read_rep & net.msg_confirm_has_read_rep.$Shape;
        static create(properties?: net.msg_confirm_has_read_rep.$Properties): net.msg_confirm_has_read_rep;
        static encode(message: net.msg_confirm_has_read_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_confirm_has_read_rep & net.msg_confirm_has_read_rep.$Shape;
    }

    namespace msg_confirm_has_read_rep {
        interface $Properties {
            chatkey?: (number|Long|null);
            chatmsgno_list?: (number[]|null);
            result?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_confirm_has_read_rep.$Properties;
    }

    interface Imsg_has_read_list_req extends net.msg_has_read_list_req.$Properties {
    }

    class msg_has_read_list_req {
        constructor(properties?: net.msg_has_read_list_req.$Properties);
        $unknowns?: Uint8Array[];
        chatkey: (number|Long);
        chatmsgno_list: number[];
        static create(properties: net.msg_has_read_list_req.$Shape): net.msg_has_read_list_req & net.msg_has_read_list_req.$Shape;
        static create(properties?: net.msg_has_read_list_req.$Properties): net.msg_has_read_list_req;
        static encode(message: net.msg_has_read_list_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_has_read_list_req & net.msg_has_read_list_req.$Shape;
    }

    namespace msg_has_read_list_req {
        interface $Properties {
            chatkey?: (number|Long|null);
            chatmsgno_list?: (number[]|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_has_read_list_req.$Properties;
    }

    interface Imsg_has_read_list_rep extends net.msg_has_read_list_rep.$Properties {
    }

    class msg_has_read_list_rep {
        constructor(properties?: net.msg_has_read_list_rep.$Properties);
        $unknowns?: Uint8Array[];
        chatkey: (number|Long);
        chatmsgno_list: number[];
        static create(properties: net.msg_has_read_list_rep.$Shape): net.msg_has_read_list_rep & net.msg_has_read_list_rep.$Shape;
        static create(properties?: net.msg_has_read_list_rep.$Properties): net.msg_has_read_list_rep;
        static encode(message: net.msg_has_read_list_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_has_read_list_rep & net.msg_has_read_list_rep.$Shape;
    }

    namespace msg_has_read_list_rep {
        interface $Properties {
            chatkey?: (number|Long|null);
            chatmsgno_list?: (number[]|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_has_read_list_rep.$Properties;
    }

    interface Imsg_input_status_req extends net.msg_input_status_req.$Properties {
    }

    class msg_input_status_req {
        constructor(properties?: net.msg_input_status_req.$Properties);
        $unknowns?: Uint8Array[];
        chatkey: (number|Long);
        is_input: number;
        static create(properties: net.msg_input_status_req.$Shape): net.msg_input_status_req & net.msg_input_status_req.$Shape;
        static create(properties?: net.msg_input_status_req.$Properties): net.msg_input_status_req;
        static encode(message: net.msg_input_status_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_input_status_req & net.msg_input_status_req.$Shape;
    }

    namespace msg_input_status_req {
        interface $Properties {
            chatkey?: (number|Long|null);
            is_input?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_input_status_req.$Properties;
    }

    interface Imsg_input_status_rep extends net.msg_input_status_rep.$Properties {
    }

    class msg_input_status_rep {
        constructor(properties?: net.msg_input_status_rep.$Properties);
        $unknowns?: Uint8Array[];
        chatkey: (number|Long);
        is_input: number;
        static create(properties: net.msg_input_status_rep.$Shape): net.msg_input_status_rep & net.msg_input_status_rep.$Shape;
        static create(properties?: net.msg_input_status_rep.$Properties): net.msg_input_status_rep;
        static encode(message: net.msg_input_status_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_input_status_rep & net.msg_input_status_rep.$Shape;
    }

    namespace msg_input_status_rep {
        interface $Properties {
            chatkey?: (number|Long|null);
            is_input?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_input_status_rep.$Properties;
    }

    interface Imsg_mute_chat_req extends net.msg_mute_chat_req.$Properties {
    }

    class msg_mute_chat_req {
        constructor(properties?: net.msg_mute_chat_req.$Properties);
        $unknowns?: Uint8Array[];
        chatkey: (number|Long);
        opertype: number;
        static create(properties: net.msg_mute_chat_req.$Shape): net.msg_mute_chat_req & net.msg_mute_chat_req.$Shape;
        static create(properties?: net.msg_mute_chat_req.$Properties): net.msg_mute_chat_req;
        static encode(message: net.msg_mute_chat_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_mute_chat_req & net.msg_mute_chat_req.$Shape;
    }

    namespace msg_mute_chat_req {
        interface $Properties {
            chatkey?: (number|Long|null);
            opertype?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_mute_chat_req.$Properties;
    }

    interface Imsg_mute_chat_rep extends net.msg_mute_chat_rep.$Properties {
    }

    class msg_mute_chat_rep {
        constructor(properties?: net.msg_mute_chat_rep.$Properties);
        $unknowns?: Uint8Array[];
        chatkey: (number|Long);
        opertype: number;
        result: number;
        static create(properties: net.msg_mute_chat_rep.$Shape): net.msg_mute_chat_rep & net.msg_mute_chat_rep.$Shape;
        static create(properties?: net.msg_mute_chat_rep.$Properties): net.msg_mute_chat_rep;
        static encode(message: net.msg_mute_chat_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_mute_chat_rep & net.msg_mute_chat_rep.$Shape;
    }

    namespace msg_mute_chat_rep {
        interface $Properties {
            chatkey?: (number|Long|null);
            opertype?: (number|null);
            result?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_mute_chat_rep.$Properties;
    }

    interface Imsg_pin_chat_req extends net.msg_pin_chat_req.$Properties {
    }

    class msg_pin_chat_req {
        constructor(properties?: net.msg_pin_chat_req.$Properties);
        $unknowns?: Uint8Array[];
        chatkey: (number|Long);
        opertype: number;
        static create(properties: net.msg_pin_chat_req.$Shape): net.msg_pin_chat_req & net.msg_pin_chat_req.$Shape;
        static create(properties?: net.msg_pin_chat_req.$Properties): net.msg_pin_chat_req;
        static encode(message: net.msg_pin_chat_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_pin_chat_req & net.msg_pin_chat_req.$Shape;
    }

    namespace msg_pin_chat_req {
        interface $Properties {
            chatkey?: (number|Long|null);
            opertype?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_pin_chat_req.$Properties;
    }

    interface Imsg_pin_chat_rep extends net.msg_pin_chat_rep.$Properties {
    }

    class msg_pin_chat_rep {
        constructor(properties?: net.msg_pin_chat_rep.$Properties);
        $unknowns?: Uint8Array[];
        chatkey: (number|Long);
        opertype: number;
        result: number;
        opertime: number;
        static create(properties: net.msg_pin_chat_rep.$Shape): net.msg_pin_chat_rep & net.msg_pin_chat_rep.$Shape;
        static create(properties?: net.msg_pin_chat_rep.$Properties): net.msg_pin_chat_rep;
        static encode(message: net.msg_pin_chat_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_pin_chat_rep & net.msg_pin_chat_rep.$Shape;
    }

    namespace msg_pin_chat_rep {
        interface $Properties {
            chatkey?: (number|Long|null);
            opertype?: (number|null);
            result?: (number|null);
            opertime?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_pin_chat_rep.$Properties;
    }

    interface Imsg_mute_list_req extends net.msg_mute_list_req.$Properties {
    }

    class msg_mute_list_req {
        constructor(properties?: net.msg_mute_list_req.$Properties);
        $unknowns?: Uint8Array[];
        static create(properties: net.msg_mute_list_req.$Shape): net.msg_mute_list_req & net.msg_mute_list_req.$Shape;
        static create(properties?: net.msg_mute_list_req.$Properties): net.msg_mute_list_req;
        static encode(message: net.msg_mute_list_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_mute_list_req & net.msg_mute_list_req.$Shape;
    }

    namespace msg_mute_list_req {
        interface $Properties {
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_mute_list_req.$Properties;
    }

    interface Imsg_mute_list_rep extends net.msg_mute_list_rep.$Properties {
    }

    class msg_mute_list_rep {
        constructor(properties?: net.msg_mute_list_rep.$Properties);
        $unknowns?: Uint8Array[];
        chatkeys: net.oper_chatkey_info.$Properties[];
        static create(properties: net.msg_mute_list_rep.$Shape): net.msg_mute_list_rep & net.msg_mute_list_rep.$Shape;
        static create(properties?: net.msg_mute_list_rep.$Properties): net.msg_mute_list_rep;
        static encode(message: net.msg_mute_list_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_mute_list_rep & net.msg_mute_list_rep.$Shape;
    }

    namespace msg_mute_list_rep {
        interface $Properties {
            chatkeys?: (net.oper_chatkey_info.$Properties[]|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_mute_list_rep.$Properties;
    }

    interface Imsg_pin_list_req extends net.msg_pin_list_req.$Properties {
    }

    class msg_pin_list_req {
        constructor(properties?: net.msg_pin_list_req.$Properties);
        $unknowns?: Uint8Array[];
        static create(properties: net.msg_pin_list_req.$Shape): net.msg_pin_list_req & net.msg_pin_list_req.$Shape;
        static create(properties?: net.msg_pin_list_req.$Properties): net.msg_pin_list_req;
        static encode(message: net.msg_pin_list_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_pin_list_req & net.msg_pin_list_req.$Shape;
    }

    namespace msg_pin_list_req {
        interface $Properties {
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_pin_list_req.$Properties;
    }

    interface Imsg_pin_list_rep extends net.msg_pin_list_rep.$Properties {
    }

    class msg_pin_list_rep {
        constructor(properties?: net.msg_pin_list_rep.$Properties);
        $unknowns?: Uint8Array[];
        chatkeys: net.oper_chatkey_info.$Properties[];
        static create(properties: net.msg_pin_list_rep.$Shape): net.msg_pin_list_rep & net.msg_pin_list_rep.$Shape;
        static create(properties?: net.msg_pin_list_rep.$Properties): net.msg_pin_list_rep;
        static encode(message: net.msg_pin_list_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_pin_list_rep & net.msg_pin_list_rep.$Shape;
    }

    namespace msg_pin_list_rep {
        interface $Properties {
            chatkeys?: (net.oper_chatkey_info.$Properties[]|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_pin_list_rep.$Properties;
    }

    interface Imsg_del_chat_msg_req extends net.msg_del_chat_msg_req.$Properties {
    }

    class msg_del_chat_msg_req {
        constructor(properties?: net.msg_del_chat_msg_req.$Properties);
        $unknowns?: Uint8Array[];
        chatkey: (number|Long);
        static create(properties: net.msg_del_chat_msg_req.$Shape): net.msg_del_chat_msg_req & net.msg_del_chat_msg_req.$Shape;
        static create(properties?: net.msg_del_chat_msg_req.$Properties): net.msg_del_chat_msg_req;
        static encode(message: net.msg_del_chat_msg_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_del_chat_msg_req & net.msg_del_chat_msg_req.$Shape;
    }

    namespace msg_del_chat_msg_req {
        interface $Properties {
            chatkey?: (number|Long|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_del_chat_msg_req.$Properties;
    }

    interface Imsg_del_chat_msg_rep extends net.msg_del_chat_msg_rep.$Properties {
    }

    class msg_del_chat_msg_rep {
        constructor(properties?: net.msg_del_chat_msg_rep.$Properties);
        $unknowns?: Uint8Array[];
        result: number;
        chatkey: (number|Long);
        chatmsgno: number;
        uid: number;
        static create(properties: net.msg_del_chat_msg_rep.$Shape): net.msg_del_chat_msg_rep & net.msg_del_chat_msg_rep.$Shape;
        static create(properties?: net.msg_del_chat_msg_rep.$Properties): net.msg_del_chat_msg_rep;
        static encode(message: net.msg_del_chat_msg_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_del_chat_msg_rep & net.msg_del_chat_msg_rep.$Shape;
    }

    namespace msg_del_chat_msg_rep {
        interface $Properties {
            result?: (number|null);
            chatkey?: (number|Long|null);
            chatmsgno?: (number|null);
            uid?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_del_chat_msg_rep.$Properties;
    }

    interface Imsg_confirm_del_req extends net.msg_confirm_del_req.$Properties {
    }

    class msg_confirm_del_req {
        constructor(properties?: net.msg_confirm_del_req.$Properties);
        $unknowns?: Uint8Array[];
        chatkey: (number|Long);
        chatmsgno: number;
        static create(properties: net.msg_confirm_del_req.$Shape): net.msg_confirm_del_req & net.msg_confirm_del_req.$Shape;
        static create(properties?: net.msg_confirm_del_req.$Properties): net.msg_confirm_del_req;
        static encode(message: net.msg_confirm_del_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_confirm_del_req & net.msg_confirm_del_req.$Shape;
    }

    namespace msg_confirm_del_req {
        interface $Properties {
            chatkey?: (number|Long|null);
            chatmsgno?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_confirm_del_req.$Properties;
    }

    interface Imsg_confirm_del_rep extends net.msg_confirm_del_rep.$Properties {
    }

    class msg_confirm_del_rep {
        constructor(properties?: net.msg_confirm_del_rep.$Properties);
        $unknowns?: Uint8Array[];
        result: number;
        chatkey: (number|Long);
        chatmsgno: number;
        static create(properties: net.msg_confirm_del_rep.$Shape): net.msg_confirm_del_rep & net.msg_confirm_del_rep.$Shape;
        static create(properties?: net.msg_confirm_del_rep.$Properties): net.msg_confirm_del_rep;
        static encode(message: net.msg_confirm_del_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_confirm_del_rep & net.msg_confirm_del_rep.$Shape;
    }

    namespace msg_confirm_del_rep {
        interface $Properties {
            result?: (number|null);
            chatkey?: (number|Long|null);
            chatmsgno?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_confirm_del_rep.$Properties;
    }

    interface Imsg_withdraw_msg_req extends net.msg_withdraw_msg_req.$Properties {
    }

    class msg_withdraw_msg_req {
        constructor(properties?: net.msg_withdraw_msg_req.$Properties);
        $unknowns?: Uint8Array[];
        chatkey: (number|Long);
        chatmsgno: number;
        static create(properties: net.msg_withdraw_msg_req.$Shape): net.msg_withdraw_msg_req & net.msg_withdraw_msg_req.$Shape;
        static create(properties?: net.msg_withdraw_msg_req.$Properties): net.msg_withdraw_msg_req;
        static encode(message: net.msg_withdraw_msg_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_withdraw_msg_req & net.msg_withdraw_msg_req.$Shape;
    }

    namespace msg_withdraw_msg_req {
        interface $Properties {
            chatkey?: (number|Long|null);
            chatmsgno?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_withdraw_msg_req.$Properties;
    }

    interface Imsg_withdraw_msg_rep extends net.msg_withdraw_msg_rep.$Properties {
    }

    class msg_withdraw_msg_rep {
        constructor(properties?: net.msg_withdraw_msg_rep.$Properties);
        $unknowns?: Uint8Array[];
        chatkey: (number|Long);
        chatmsgno: number;
        static create(properties: net.msg_withdraw_msg_rep.$Shape): net.msg_withdraw_msg_rep & net.msg_withdraw_msg_rep.$Shape;
        static create(properties?: net.msg_withdraw_msg_rep.$Properties): net.msg_withdraw_msg_rep;
        static encode(message: net.msg_withdraw_msg_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_withdraw_msg_rep & net.msg_withdraw_msg_rep.$Shape;
    }

    namespace msg_withdraw_msg_rep {
        interface $Properties {
            chatkey?: (number|Long|null);
            chatmsgno?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_withdraw_msg_rep.$Properties;
    }

    interface Imsg_offline_data_req extends net.msg_offline_data_req.$Properties {
    }

    class msg_offline_data_req {
        constructor(properties?: net.msg_offline_data_req.$Properties);
        $unknowns?: Uint8Array[];
        static create(properties: net.msg_offline_data_req.$Shape): net.msg_offline_data_req & net.msg_offline_data_req.$Shape;
        static create(properties?: net.msg_offline_data_req.$Properties): net.msg_offline_data_req;
        static encode(message: net.msg_offline_data_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_offline_data_req & net.msg_offline_data_req.$Shape;
    }

    namespace msg_offline_data_req {
        interface $Properties {
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_offline_data_req.$Properties;
    }

    interface Imsg_offline_data_rep extends net.msg_offline_data_rep.$Properties {
    }

    class msg_offline_data_rep {
        constructor(properties?: net.msg_offline_data_rep.$Properties);
        $unknowns?: Uint8Array[];
        static create(properties: net.msg_offline_data_rep.$Shape): net.msg_offline_data_rep & net.msg_offline_data_rep.$Shape;
        static create(properties?: net.msg_offline_data_rep.$Properties): net.msg_offline_data_rep;
        static encode(message: net.msg_offline_data_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_offline_data_rep & net.msg_offline_data_rep.$Shape;
    }

    namespace msg_offline_data_rep {
        interface $Properties {
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_offline_data_rep.$Properties;
    }

    interface Imsg_set_snapchat_req extends net.msg_set_snapchat_req.$Properties {
    }

    class msg_set_snapchat_req {
        constructor(properties?: net.msg_set_snapchat_req.$Properties);
        $unknowns?: Uint8Array[];
        chatkey: (number|Long);
        snaptime: number;
        static create(properties: net.msg_set_snapchat_req.$Shape): net.msg_set_snapchat_req & net.msg_set_snapchat_req.$Shape;
        static create(properties?: net.msg_set_snapchat_req.$Properties): net.msg_set_snapchat_req;
        static encode(message: net.msg_set_snapchat_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_set_snapchat_req & net.msg_set_snapchat_req.$Shape;
    }

    namespace msg_set_snapchat_req {
        interface $Properties {
            chatkey?: (number|Long|null);
            snaptime?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_set_snapchat_req.$Properties;
    }

    interface Imsg_set_snapchat_rep extends net.msg_set_snapchat_rep.$Properties {
    }

    class msg_set_snapchat_rep {
        constructor(properties?: net.msg_set_snapchat_rep.$Properties);
        $unknowns?: Uint8Array[];
        result: number;
        chatkey: (number|Long);
        snaptime: number;
        static create(properties: net.msg_set_snapchat_rep.$Shape): net.msg_set_snapchat_rep & net.msg_set_snapchat_rep.$Shape;
        static create(properties?: net.msg_set_snapchat_rep.$Properties): net.msg_set_snapchat_rep;
        static encode(message: net.msg_set_snapchat_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_set_snapchat_rep & net.msg_set_snapchat_rep.$Shape;
    }

    namespace msg_set_snapchat_rep {
        interface $Properties {
            result?: (number|null);
            chatkey?: (number|Long|null);
            snaptime?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_set_snapchat_rep.$Properties;
    }

    interface Imsg_snap_list_req extends net.msg_snap_list_req.$Properties {
    }

    class msg_snap_list_req {
        constructor(properties?: net.msg_snap_list_req.$Properties);
        $unknowns?: Uint8Array[];
        static create(properties: net.msg_snap_list_req.$Shape): net.msg_snap_list_req & net.msg_snap_list_req.$Shape;
        static create(properties?: net.msg_snap_list_req.$Properties): net.msg_snap_list_req;
        static encode(message: net.msg_snap_list_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_snap_list_req & net.msg_snap_list_req.$Shape;
    }

    namespace msg_snap_list_req {
        interface $Properties {
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_snap_list_req.$Properties;
    }

    interface Imsg_snap_list_rep extends net.msg_snap_list_rep.$Properties {
    }

    class msg_snap_list_rep {
        constructor(properties?: net.msg_snap_list_rep.$Properties);
        $unknowns?: Uint8Array[];
        snaplist: net.snap_chatkey_info.$Properties[];
        static create(properties: net.msg_snap_list_rep.$Shape): net.msg_snap_list_rep & net.msg_snap_list_rep.$Shape;
        static create(properties?: net.msg_snap_list_rep.$Properties): net.msg_snap_list_rep;
        static encode(message: net.msg_snap_list_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_snap_list_rep & net.msg_snap_list_rep.$Shape;
    }

    namespace msg_snap_list_rep {
        interface $Properties {
            snaplist?: (net.snap_chatkey_info.$Properties[]|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_snap_list_rep.$Properties;
    }

    interface Imsg_get_screenshot_req extends net.msg_get_screenshot_req.$Properties {
    }

    class msg_get_screenshot_req {
        constructor(properties?: net.msg_get_screenshot_req.$Properties);
        $unknowns?: Uint8Array[];
        chatkey: (number|Long);
        static create(properties: net.msg_get_screenshot_req.$Shape): net.msg_get_screenshot_req & net.msg_get_screenshot_req.$Shape;
        static create(properties?: net.msg_get_screenshot_req.$Properties): net.msg_get_screenshot_req;
        static encode(message: net.msg_get_screenshot_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_get_screenshot_req & net.msg_get_screenshot_req.$Shape;
    }

    namespace msg_get_screenshot_req {
        interface $Properties {
            chatkey?: (number|Long|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_get_screenshot_req.$Properties;
    }

    interface Imsg_get_screenshot_rep extends net.msg_get_screenshot_rep.$Properties {
    }

    class msg_get_screenshot_rep {
        constructor(properties?: net.msg_get_screenshot_rep.$Properties);
        $unknowns?: Uint8Array[];
        chatkey: (number|Long);
        screenshot: number;
        static create(properties: net.msg_get_screenshot_rep.$Shape): net.msg_get_screenshot_rep & net.msg_get_screenshot_rep.$Shape;
        static create(properties?: net.msg_get_screenshot_rep.$Properties): net.msg_get_screenshot_rep;
        static encode(message: net.msg_get_screenshot_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_get_screenshot_rep & net.msg_get_screenshot_rep.$Shape;
    }

    namespace msg_get_screenshot_rep {
        interface $Properties {
            chatkey?: (number|Long|null);
            screenshot?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_get_screenshot_rep.$Properties;
    }

    interface Imsg_set_screenshot_req extends net.msg_set_screenshot_req.$Properties {
    }

    class msg_set_screenshot_req {
        constructor(properties?: net.msg_set_screenshot_req.$Properties);
        $unknowns?: Uint8Array[];
        chatkey: (number|Long);
        flag: number;
        static create(properties: net.msg_set_screenshot_req.$Shape): net.msg_set_screenshot_req & net.msg_set_screenshot_req.$Shape;
        static create(properties?: net.msg_set_screenshot_req.$Properties): net.msg_set_screenshot_req;
        static encode(message: net.msg_set_screenshot_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_set_screenshot_req & net.msg_set_screenshot_req.$Shape;
    }

    namespace msg_set_screenshot_req {
        interface $Properties {
            chatkey?: (number|Long|null);
            flag?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_set_screenshot_req.$Properties;
    }

    interface Imsg_set_screenshot_rep extends net.msg_set_screenshot_rep.$Properties {
    }

    class msg_set_screenshot_rep {
        constructor(properties?: net.msg_set_screenshot_rep.$Properties);
        $unknowns?: Uint8Array[];
        result: number;
        chatkey: (number|Long);
        screenshot: number;
        uid: number;
        static create(properties: net.msg_set_screenshot_rep.$Shape): net.msg_set_screenshot_rep & net.msg_set_screenshot_rep.$Shape;
        static create(properties?: net.msg_set_screenshot_rep.$Properties): net.msg_set_screenshot_rep;
        static encode(message: net.msg_set_screenshot_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_set_screenshot_rep & net.msg_set_screenshot_rep.$Shape;
    }

    namespace msg_set_screenshot_rep {
        interface $Properties {
            result?: (number|null);
            chatkey?: (number|Long|null);
            screenshot?: (number|null);
            uid?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_set_screenshot_rep.$Properties;
    }

    interface Imsg_upload_addressbook_req extends net.msg_upload_addressbook_req.$Properties {
    }

    class msg_upload_addressbook_req {
        constructor(properties?: net.msg_upload_addressbook_req.$Properties);
        $unknowns?: Uint8Array[];
        addressbook: Uint8Array;
        is_end: number;
        static create(properties: net.msg_upload_addressbook_req.$Shape): net.msg_upload_addressbook_req & net.msg_upload_addressbook_req.$Shape;
        static create(properties?: net.msg_upload_addressbook_req.$Properties): net.msg_upload_addressbook_req;
        static encode(message: net.msg_upload_addressbook_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_upload_addressbook_req & net.msg_upload_addressbook_req.$Shape;
    }

    namespace msg_upload_addressbook_req {
        interface $Properties {
            addressbook?: (Uint8Array|null);
            is_end?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_upload_addressbook_req.$Properties;
    }

    interface Imsg_upload_addressbook_rep extends net.msg_upload_addressbook_rep.$Properties {
    }

    class msg_upload_addressbook_rep {
        constructor(properties?: net.msg_upload_addressbook_rep.$Properties);
        $unknowns?: Uint8Array[];
        result: number;
        is_end: number;
        static create(properties: net.msg_upload_addressbook_rep.$Shape): net.msg_upload_addressbook_rep & net.msg_upload_addressbook_rep.$Shape;
        static create(properties?: net.msg_upload_addressbook_rep.$Properties): net.msg_upload_addressbook_rep;
        static encode(message: net.msg_upload_addressbook_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_upload_addressbook_rep & net.msg_upload_addressbook_rep.$Shape;
    }

    namespace msg_upload_addressbook_rep {
        interface $Properties {
            result?: (number|null);
            is_end?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_upload_addressbook_rep.$Properties;
    }

    interface Imsg_get_addressbook_req extends net.msg_get_addressbook_req.$Properties {
    }

    class msg_get_addressbook_req {
        constructor(properties?: net.msg_get_addressbook_req.$Properties);
        $unknowns?: Uint8Array[];
        static create(properties: net.msg_get_addressbook_req.$Shape): net.msg_get_addressbook_req & net.msg_get_addressbook_req.$Shape;
        static create(properties?: net.msg_get_addressbook_req.$Properties): net.msg_get_addressbook_req;
        static encode(message: net.msg_get_addressbook_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_get_addressbook_req & net.msg_get_addressbook_req.$Shape;
    }

    namespace msg_get_addressbook_req {
        interface $Properties {
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_get_addressbook_req.$Properties;
    }

    interface Imsg_get_addressbook_rep extends net.msg_get_addressbook_rep.$Properties {
    }

    class msg_get_addressbook_rep {
        constructor(properties?: net.msg_get_addressbook_rep.$Properties);
        $unknowns?: Uint8Array[];
        addressbook: Uint8Array;
        is_end: number;
        static create(properties: net.msg_get_addressbook_rep.$Shape): net.msg_get_addressbook_rep & net.msg_get_addressbook_rep.$Shape;
        static create(properties?: net.msg_get_addressbook_rep.$Properties): net.msg_get_addressbook_rep;
        static encode(message: net.msg_get_addressbook_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_get_addressbook_rep & net.msg_get_addressbook_rep.$Shape;
    }

    namespace msg_get_addressbook_rep {
        interface $Properties {
            addressbook?: (Uint8Array|null);
            is_end?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_get_addressbook_rep.$Properties;
    }

    interface Imsg_upload_pushid_req extends net.msg_upload_pushid_req.$Properties {
    }

    class msg_upload_pushid_req {
        constructor(properties?: net.msg_upload_pushid_req.$Properties);
        $unknowns?: Uint8Array[];
        pushid: string;
        pushchannel: number;
        static create(properties: net.msg_upload_pushid_req.$Shape): net.msg_upload_pushid_req & net.msg_upload_pushid_req.$Shape;
        static create(properties?: net.msg_upload_pushid_req.$Properties): net.msg_upload_pushid_req;
        static encode(message: net.msg_upload_pushid_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_upload_pushid_req & net.msg_upload_pushid_req.$Shape;
    }

    namespace msg_upload_pushid_req {
        interface $Properties {
            pushid?: (string|null);
            pushchannel?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_upload_pushid_req.$Properties;
    }

    interface Imsg_upload_pushid_rep extends net.msg_upload_pushid_rep.$Properties {
    }

    class msg_upload_pushid_rep {
        constructor(properties?: net.msg_upload_pushid_rep.$Properties);
        $unknowns?: Uint8Array[];
        static create(properties: net.msg_upload_pushid_rep.$Shape): net.msg_upload_pushid_rep & net.msg_upload_pushid_rep.$Shape;
        static create(properties?: net.msg_upload_pushid_rep.$Properties): net.msg_upload_pushid_rep;
        static encode(message: net.msg_upload_pushid_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_upload_pushid_rep & net.msg_upload_pushid_rep.$Shape;
    }

    namespace msg_upload_pushid_rep {
        interface $Properties {
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_upload_pushid_rep.$Properties;
    }

    interface Imsg_set_background_req extends net.msg_set_background_req.$Properties {
    }

    class msg_set_background_req {
        constructor(properties?: net.msg_set_background_req.$Properties);
        $unknowns?: Uint8Array[];
        is_back: number;
        static create(properties: net.msg_set_background_req.$Shape): net.msg_set_background_req & net.msg_set_background_req.$Shape;
        static create(properties?: net.msg_set_background_req.$Properties): net.msg_set_background_req;
        static encode(message: net.msg_set_background_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_set_background_req & net.msg_set_background_req.$Shape;
    }

    namespace msg_set_background_req {
        interface $Properties {
            is_back?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_set_background_req.$Properties;
    }

    interface Imsg_set_background_rep extends net.msg_set_background_rep.$Properties {
    }

    class msg_set_background_rep {
        constructor(properties?: net.msg_set_background_rep.$Properties);
        $unknowns?: Uint8Array[];
        static create(properties: net.msg_set_background_rep.$Shape): net.msg_set_background_rep & net.msg_set_background_rep.$Shape;
        static create(properties?: net.msg_set_background_rep.$Properties): net.msg_set_background_rep;
        static encode(message: net.msg_set_background_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_set_background_rep & net.msg_set_background_rep.$Shape;
    }

    namespace msg_set_background_rep {
        interface $Properties {
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_set_background_rep.$Properties;
    }

    interface Imsg_create_group_req extends net.msg_create_group_req.$Properties {
    }

    class msg_create_group_req {
        constructor(properties?: net.msg_create_group_req.$Properties);
        $unknowns?: Uint8Array[];
        uids: number[];
        opertm: number;
        groupname: string;
        group_headurl: string;
        static create(properties: net.msg_create_group_req.$Shape): net.msg_create_group_req & net.msg_create_group_req.$Shape;
        static create(properties?: net.msg_create_group_req.$Properties): net.msg_create_group_req;
        static encode(message: net.msg_create_group_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_create_group_req & net.msg_create_group_req.$Shape;
    }

    namespace msg_create_group_req {
        interface $Properties {
            uids?: (number[]|null);
            opertm?: (number|null);
            groupname?: (string|null);
            group_headurl?: (string|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_create_group_req.$Properties;
    }

    interface Imsg_create_group_rep extends net.msg_create_group_rep.$Properties {
    }

    class msg_create_group_rep {
        constructor(properties?: net.msg_create_group_rep.$Properties);
        $unknowns?: Uint8Array[];
        result: number;
        group_info?: (net.group_base_info.$Properties|null);
        users: net.base_info.$Properties[];
        static create(properties: net.msg_create_group_rep.$Shape): net.msg_create_group_rep & net.msg_create_group_rep.$Shape;
        static create(properties?: net.msg_create_group_rep.$Properties): net.msg_create_group_rep;
        static encode(message: net.msg_create_group_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_create_group_rep & net.msg_create_group_rep.$Shape;
    }

    namespace msg_create_group_rep {
        interface $Properties {
            result?: (number|null);
            group_info?: (net.group_base_info.$Properties|null);
            users?: (net.base_info.$Properties[]|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_create_group_rep.$Properties;
    }

    interface Imsg_add_group_member_req extends net.msg_add_group_member_req.$Properties {
    }

    class msg_add_group_member_req {
        constructor(properties?: net.msg_add_group_member_req.$Properties);
        $unknowns?: Uint8Array[];
        groupkey: number;
        uids: number[];
        static create(properties: net.msg_add_group_member_req.$Shape): net.msg_add_group_member_req & net.msg_add_group_member_req.$Shape;
        static create(properties?: net.msg_add_group_member_req.$Properties): net.msg_add_group_member_req;
        static encode(message: net.msg_add_group_member_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_add_group_member_req & net.msg_add_group_member_req.$Shape;
    }

    namespace msg_add_group_member_req {
        interface $Properties {
            groupkey?: (number|null);
            uids?: (number[]|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_add_group_member_req.$Properties;
    }

    interface Imsg_add_group_member_rep extends net.msg_add_group_member_rep.$Properties {
    }

    class msg_add_group_member_rep {
        constructor(properties?: net.msg_add_group_member_rep.$Properties);
        $unknowns?: Uint8Array[];
        result: number;
        static create(properties: net.msg_add_group_member_rep.$Shape): net.msg_add_group_member_rep & net.msg_add_group_member_rep.$Shape;
        static create(properties?: net.msg_add_group_member_rep.$Properties): net.msg_add_group_member_rep;
        static encode(message: net.msg_add_group_member_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_add_group_member_rep & net.msg_add_group_member_rep.$Shape;
    }

    namespace msg_add_group_member_rep {
        interface $Properties {
            result?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_add_group_member_rep.$Properties;
    }

    interface Imsg_del_group_member_req extends net.msg_del_group_member_req.$Properties {
    }

    class msg_del_group_member_req {
        constructor(properties?: net.msg_del_group_member_req.$Properties);
        $unknowns?: Uint8Array[];
        groupkey: number;
        uids: number[];
        static create(properties: net.msg_del_group_member_req.$Shape): net.msg_del_group_member_req & net.msg_del_group_member_req.$Shape;
        static create(properties?: net.msg_del_group_member_req.$Properties): net.msg_del_group_member_req;
        static encode(message: net.msg_del_group_member_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_del_group_member_req & net.msg_del_group_member_req.$Shape;
    }

    namespace msg_del_group_member_req {
        interface $Properties {
            groupkey?: (number|null);
            uids?: (number[]|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_del_group_member_req.$Properties;
    }

    interface Imsg_del_group_member_rep extends net.msg_del_group_member_rep.$Properties {
    }

    class msg_del_group_member_rep {
        constructor(properties?: net.msg_del_group_member_rep.$Properties);
        $unknowns?: Uint8Array[];
        result: number;
        groupkey: number;
        uids: number[];
        static create(properties: net.msg_del_group_member_rep.$Shape): net.msg_del_group_member_rep & net.msg_del_group_member_rep.$Shape;
        static create(properties?: net.msg_del_group_member_rep.$Properties): net.msg_del_group_member_rep;
        static encode(message: net.msg_del_group_member_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_del_group_member_rep & net.msg_del_group_member_rep.$Shape;
    }

    namespace msg_del_group_member_rep {
        interface $Properties {
            result?: (number|null);
            groupkey?: (number|null);
            uids?: (number[]|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_del_group_member_rep.$Properties;
    }

    interface Imsg_dismiss_group_req extends net.msg_dismiss_group_req.$Properties {
    }

    class msg_dismiss_group_req {
        constructor(properties?: net.msg_dismiss_group_req.$Properties);
        $unknowns?: Uint8Array[];
        groupkey: number;
        static create(properties: net.msg_dismiss_group_req.$Shape): net.msg_dismiss_group_req & net.msg_dismiss_group_req.$Shape;
        static create(properties?: net.msg_dismiss_group_req.$Properties): net.msg_dismiss_group_req;
        static encode(message: net.msg_dismiss_group_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_dismiss_group_req & net.msg_dismiss_group_req.$Shape;
    }

    namespace msg_dismiss_group_req {
        interface $Properties {
            groupkey?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_dismiss_group_req.$Properties;
    }

    interface Imsg_dismiss_group_rep extends net.msg_dismiss_group_rep.$Properties {
    }

    class msg_dismiss_group_rep {
        constructor(properties?: net.msg_dismiss_group_rep.$Properties);
        $unknowns?: Uint8Array[];
        result: number;
        groupkey: number;
        static create(properties: net.msg_dismiss_group_rep.$Shape): net.msg_dismiss_group_rep & net.msg_dismiss_group_rep.$Shape;
        static create(properties?: net.msg_dismiss_group_rep.$Properties): net.msg_dismiss_group_rep;
        static encode(message: net.msg_dismiss_group_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_dismiss_group_rep & net.msg_dismiss_group_rep.$Shape;
    }

    namespace msg_dismiss_group_rep {
        interface $Properties {
            result?: (number|null);
            groupkey?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_dismiss_group_rep.$Properties;
    }

    interface Imsg_send_group_msg_req extends net.msg_send_group_msg_req.$Properties {
    }

    class msg_send_group_msg_req {
        constructor(properties?: net.msg_send_group_msg_req.$Properties);
        $unknowns?: Uint8Array[];
        groupkey: number;
        msg_type: number;
        content: Uint8Array;
        clientkey: string;
        nopush: number;
        authcode: string;
        static create(properties: net.msg_send_group_msg_req.$Shape): net.msg_send_group_msg_req & net.msg_send_group_msg_req.$Shape;
        static create(properties?: net.msg_send_group_msg_req.$Properties): net.msg_send_group_msg_req;
        static encode(message: net.msg_send_group_msg_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_send_group_msg_req & net.msg_send_group_msg_req.$Shape;
    }

    namespace msg_send_group_msg_req {
        interface $Properties {
            groupkey?: (number|null);
            msg_type?: (number|null);
            content?: (Uint8Array|null);
            clientkey?: (string|null);
            nopush?: (number|null);
            authcode?: (string|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_send_group_msg_req.$Properties;
    }

    interface Imsg_send_group_msg_rep extends net.msg_send_group_msg_rep.$Properties {
    }

    class msg_send_group_msg_rep {
        constructor(properties?: net.msg_send_group_msg_rep.$Properties);
        $unknowns?: Uint8Array[];
        result: number;
        msg_info?: (net.chat_msg.$Properties|null);
        static create(properties: net.msg_send_group_msg_rep.$Shape): net.msg_send_group_msg_rep & net.msg_send_group_msg_rep.$Shape;
        static create(properties?: net.msg_send_group_msg_rep.$Properties): net.msg_send_group_msg_rep;
        static encode(message: net.msg_send_group_msg_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_send_group_msg_rep & net.msg_send_group_msg_rep.$Shape;
    }

    namespace msg_send_group_msg_rep {
        interface $Properties {
            result?: (number|null);
            msg_info?: (net.chat_msg.$Properties|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_send_group_msg_rep.$Properties;
    }

    interface Imsg_get_group_info_req extends net.msg_get_group_info_req.$Properties {
    }

    class msg_get_group_info_req {
        constructor(properties?: net.msg_get_group_info_req.$Properties);
        $unknowns?: Uint8Array[];
        groupkey: number;
        is_stranger: number;
        is_end: number;
        static create(properties: net.msg_get_group_info_req.$Shape): net.msg_get_group_info_req & net.msg_get_group_info_req.$Shape;
        static create(properties?: net.msg_get_group_info_req.$Properties): net.msg_get_group_info_req;
        static encode(message: net.msg_get_group_info_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_get_group_info_req & net.msg_get_group_info_req.$Shape;
    }

    namespace msg_get_group_info_req {
        interface $Properties {
            groupkey?: (number|null);
            is_stranger?: (number|null);
            is_end?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_get_group_info_req.$Properties;
    }

    interface Imsg_get_group_info_rep extends net.msg_get_group_info_rep.$Properties {
    }

    class msg_get_group_info_rep {
        constructor(properties?: net.msg_get_group_info_rep.$Properties);
        $unknowns?: Uint8Array[];
        group_info?: (net.group_base_info.$Properties|null);
        users: net.base_info.$Properties[];
        is_stranger: number;
        is_end: number;
        static create(properties: net.msg_get_group_info_rep.$Shape): net.msg_get_group_info_rep & net.msg_get_group_info_rep.$Shape;
        static create(properties?: net.msg_get_group_info_rep.$Properties): net.msg_get_group_info_rep;
        static encode(message: net.msg_get_group_info_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_get_group_info_rep & net.msg_get_group_info_rep.$Shape;
    }

    namespace msg_get_group_info_rep {
        interface $Properties {
            group_info?: (net.group_base_info.$Properties|null);
            users?: (net.base_info.$Properties[]|null);
            is_stranger?: (number|null);
            is_end?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_get_group_info_rep.$Properties;
    }

    interface Imsg_confirm_group_info_req extends net.msg_confirm_group_info_req.$Properties {
    }

    class msg_confirm_group_info_req {
        constructor(properties?: net.msg_confirm_group_info_req.$Properties);
        $unknowns?: Uint8Array[];
        groupkey: number;
        attrversion: number;
        static create(properties: net.msg_confirm_group_info_req.$Shape): net.msg_confirm_group_info_req & net.msg_confirm_group_info_req.$Shape;
        static create(properties?: net.msg_confirm_group_info_req.$Properties): net.msg_confirm_group_info_req;
        static encode(message: net.msg_confirm_group_info_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_confirm_group_info_req & net.msg_confirm_group_info_req.$Shape;
    }

    namespace msg_confirm_group_info_req {
        interface $Properties {
            groupkey?: (number|null);
            attrversion?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_confirm_group_info_req.$Properties;
    }

    interface Imsg_confirm_group_info_rep extends net.msg_confirm_group_info_rep.$Properties {
    }

    class msg_confirm_group_info_rep {
        constructor(properties?: net.msg_confirm_group_info_rep.$Properties);
        $unknowns?: Uint8Array[];
        result: number;
        static create(properties: net.msg_confirm_group_info_rep.$Shape): net.msg_confirm_group_info_rep & net.msg_confirm_group_info_rep.$Shape;
        static create(properties?: net.msg_confirm_group_info_rep.$Properties): net.msg_confirm_group_info_rep;
        static encode(message: net.msg_confirm_group_info_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_confirm_group_info_rep & net.msg_confirm_group_info_rep.$Shape;
    }

    namespace msg_confirm_group_info_rep {
        interface $Properties {
            result?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_confirm_group_info_rep.$Properties;
    }

    interface Imsg_modify_group_name_req extends net.msg_modify_group_name_req.$Properties {
    }

    class msg_modify_group_name_req {
        constructor(properties?: net.msg_modify_group_name_req.$Properties);
        $unknowns?: Uint8Array[];
        groupkey: number;
        new_name: string;
        static create(properties: net.msg_modify_group_name_req.$Shape): net.msg_modify_group_name_req & net.msg_modify_group_name_req.$Shape;
        static create(properties?: net.msg_modify_group_name_req.$Properties): net.msg_modify_group_name_req;
        static encode(message: net.msg_modify_group_name_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_modify_group_name_req & net.msg_modify_group_name_req.$Shape;
    }

    namespace msg_modify_group_name_req {
        interface $Properties {
            groupkey?: (number|null);
            new_name?: (string|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_modify_group_name_req.$Properties;
    }

    interface Imsg_modify_group_name_rep extends net.msg_modify_group_name_rep.$Properties {
    }

    class msg_modify_group_name_rep {
        constructor(properties?: net.msg_modify_group_name_rep.$Properties);
        $unknowns?: Uint8Array[];
        result: number;
        groupkey: number;
        new_name: string;
        static create(properties: net.msg_modify_group_name_rep.$Shape): net.msg_modify_group_name_rep & net.msg_modify_group_name_rep.$Shape;
        static create(properties?: net.msg_modify_group_name_rep.$Properties): net.msg_modify_group_name_rep;
        static encode(message: net.msg_modify_group_name_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_modify_group_name_rep & net.msg_modify_group_name_rep.$Shape;
    }

    namespace msg_modify_group_name_rep {
        interface $Properties {
            result?: (number|null);
            groupkey?: (number|null);
            new_name?: (string|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_modify_group_name_rep.$Properties;
    }

    interface Imsg_modify_group_notice_req extends net.msg_modify_group_notice_req.$Properties {
    }

    class msg_modify_group_notice_req {
        constructor(properties?: net.msg_modify_group_notice_req.$Properties);
        $unknowns?: Uint8Array[];
        groupkey: number;
        new_notify: string;
        static create(properties: net.msg_modify_group_notice_req.$Shape): net.msg_modify_group_notice_req & net.msg_modify_group_notice_req.$Shape;
        static create(properties?: net.msg_modify_group_notice_req.$Properties): net.msg_modify_group_notice_req;
        static encode(message: net.msg_modify_group_notice_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_modify_group_notice_req & net.msg_modify_group_notice_req.$Shape;
    }

    namespace msg_modify_group_notice_req {
        interface $Properties {
            groupkey?: (number|null);
            new_notify?: (string|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_modify_group_notice_req.$Properties;
    }

    interface Imsg_modify_group_notice_rep extends net.msg_modify_group_notice_rep.$Properties {
    }

    class msg_modify_group_notice_rep {
        constructor(properties?: net.msg_modify_group_notice_rep.$Properties);
        $unknowns?: Uint8Array[];
        result: number;
        groupkey: number;
        new_notify: string;
        static create(properties: net.msg_modify_group_notice_rep.$Shape): net.msg_modify_group_notice_rep & net.msg_modify_group_notice_rep.$Shape;
        static create(properties?: net.msg_modify_group_notice_rep.$Properties): net.msg_modify_group_notice_rep;
        static encode(message: net.msg_modify_group_notice_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_modify_group_notice_rep & net.msg_modify_group_notice_rep.$Shape;
    }

    namespace msg_modify_group_notice_rep {
        interface $Properties {
            result?: (number|null);
            groupkey?: (number|null);
            new_notify?: (string|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_modify_group_notice_rep.$Properties;
    }

    interface Imsg_set_group_admin_req extends net.msg_set_group_admin_req.$Properties {
    }

    class msg_set_group_admin_req {
        constructor(properties?: net.msg_set_group_admin_req.$Properties);
        $unknowns?: Uint8Array[];
        groupkey: number;
        uids: number[];
        static create(properties: net.msg_set_group_admin_req.$Shape): net.msg_set_group_admin_req & net.msg_set_group_admin_req.$Shape;
        static create(properties?: net.msg_set_group_admin_req.$Properties): net.msg_set_group_admin_req;
        static encode(message: net.msg_set_group_admin_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_set_group_admin_req & net.msg_set_group_admin_req.$Shape;
    }

    namespace msg_set_group_admin_req {
        interface $Properties {
            groupkey?: (number|null);
            uids?: (number[]|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_set_group_admin_req.$Properties;
    }

    interface Imsg_set_group_admin_rep extends net.msg_set_group_admin_rep.$Properties {
    }

    class msg_set_group_admin_rep {
        constructor(properties?: net.msg_set_group_admin_rep.$Properties);
        $unknowns?: Uint8Array[];
        result: number;
        static create(properties: net.msg_set_group_admin_rep.$Shape): net.msg_set_group_admin_rep & net.msg_set_group_admin_rep.$Shape;
        static create(properties?: net.msg_set_group_admin_rep.$Properties): net.msg_set_group_admin_rep;
        static encode(message: net.msg_set_group_admin_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_set_group_admin_rep & net.msg_set_group_admin_rep.$Shape;
    }

    namespace msg_set_group_admin_rep {
        interface $Properties {
            result?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_set_group_admin_rep.$Properties;
    }

    interface Imsg_set_group_admin_new_req extends net.msg_set_group_admin_new_req.$Properties {
    }

    class msg_set_group_admin_new_req {
        constructor(properties?: net.msg_set_group_admin_new_req.$Properties);
        $unknowns?: Uint8Array[];
        groupkey: number;
        adminuid: number;
        permission: number;
        static create(properties: net.msg_set_group_admin_new_req.$Shape): net.msg_set_group_admin_new_req & net.msg_set_group_admin_new_req.$Shape;
        static create(properties?: net.msg_set_group_admin_new_req.$Properties): net.msg_set_group_admin_new_req;
        static encode(message: net.msg_set_group_admin_new_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_set_group_admin_new_req & net.msg_set_group_admin_new_req.$Shape;
    }

    namespace msg_set_group_admin_new_req {
        interface $Properties {
            groupkey?: (number|null);
            adminuid?: (number|null);
            permission?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_set_group_admin_new_req.$Properties;
    }

    interface Imsg_set_group_admin_new_rep extends net.msg_set_group_admin_new_rep.$Properties {
    }

    class msg_set_group_admin_new_rep {
        constructor(properties?: net.msg_set_group_admin_new_rep.$Properties);
        $unknowns?: Uint8Array[];
        result: number;
        static create(properties: net.msg_set_group_admin_new_rep.$Shape): net.msg_set_group_admin_new_rep & net.msg_set_group_admin_new_rep.$Shape;
        static create(properties?: net.msg_set_group_admin_new_rep.$Properties): net.msg_set_group_admin_new_rep;
        static encode(message: net.msg_set_group_admin_new_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_set_group_admin_new_rep & net.msg_set_group_admin_new_rep.$Shape;
    }

    namespace msg_set_group_admin_new_rep {
        interface $Properties {
            result?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_set_group_admin_new_rep.$Properties;
    }

    interface Imsg_del_group_admin_req extends net.msg_del_group_admin_req.$Properties {
    }

    class msg_del_group_admin_req {
        constructor(properties?: net.msg_del_group_admin_req.$Properties);
        $unknowns?: Uint8Array[];
        groupkey: number;
        uids: number[];
        static create(properties: net.msg_del_group_admin_req.$Shape): net.msg_del_group_admin_req & net.msg_del_group_admin_req.$Shape;
        static create(properties?: net.msg_del_group_admin_req.$Properties): net.msg_del_group_admin_req;
        static encode(message: net.msg_del_group_admin_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_del_group_admin_req & net.msg_del_group_admin_req.$Shape;
    }

    namespace msg_del_group_admin_req {
        interface $Properties {
            groupkey?: (number|null);
            uids?: (number[]|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_del_group_admin_req.$Properties;
    }

    interface Imsg_del_group_admin_rep extends net.msg_del_group_admin_rep.$Properties {
    }

    class msg_del_group_admin_rep {
        constructor(properties?: net.msg_del_group_admin_rep.$Properties);
        $unknowns?: Uint8Array[];
        result: number;
        static create(properties: net.msg_del_group_admin_rep.$Shape): net.msg_del_group_admin_rep & net.msg_del_group_admin_rep.$Shape;
        static create(properties?: net.msg_del_group_admin_rep.$Properties): net.msg_del_group_admin_rep;
        static encode(message: net.msg_del_group_admin_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_del_group_admin_rep & net.msg_del_group_admin_rep.$Shape;
    }

    namespace msg_del_group_admin_rep {
        interface $Properties {
            result?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_del_group_admin_rep.$Properties;
    }

    interface Imsg_set_group_limits_req extends net.msg_set_group_limits_req.$Properties {
    }

    class msg_set_group_limits_req {
        constructor(properties?: net.msg_set_group_limits_req.$Properties);
        $unknowns?: Uint8Array[];
        groupkey: number;
        limittype: number;
        limits: number;
        static create(properties: net.msg_set_group_limits_req.$Shape): net.msg_set_group_limits_req & net.msg_set_group_limits_req.$Shape;
        static create(properties?: net.msg_set_group_limits_req.$Properties): net.msg_set_group_limits_req;
        static encode(message: net.msg_set_group_limits_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_set_group_limits_req & net.msg_set_group_limits_req.$Shape;
    }

    namespace msg_set_group_limits_req {
        interface $Properties {
            groupkey?: (number|null);
            limittype?: (number|null);
            limits?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_set_group_limits_req.$Properties;
    }

    interface Imsg_set_group_limits_rep extends net.msg_set_group_limits_rep.$Properties {
    }

    class msg_set_group_limits_rep {
        constructor(properties?: net.msg_set_group_limits_rep.$Properties);
        $unknowns?: Uint8Array[];
        result: number;
        static create(properties: net.msg_set_group_limits_rep.$Shape): net.msg_set_group_limits_rep & net.msg_set_group_limits_rep.$Shape;
        static create(properties?: net.msg_set_group_limits_rep.$Properties): net.msg_set_group_limits_rep;
        static encode(message: net.msg_set_group_limits_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_set_group_limits_rep & net.msg_set_group_limits_rep.$Shape;
    }

    namespace msg_set_group_limits_rep {
        interface $Properties {
            result?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_set_group_limits_rep.$Properties;
    }

    interface Imsg_set_group_host_req extends net.msg_set_group_host_req.$Properties {
    }

    class msg_set_group_host_req {
        constructor(properties?: net.msg_set_group_host_req.$Properties);
        $unknowns?: Uint8Array[];
        groupkey: number;
        uid: number;
        static create(properties: net.msg_set_group_host_req.$Shape): net.msg_set_group_host_req & net.msg_set_group_host_req.$Shape;
        static create(properties?: net.msg_set_group_host_req.$Properties): net.msg_set_group_host_req;
        static encode(message: net.msg_set_group_host_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_set_group_host_req & net.msg_set_group_host_req.$Shape;
    }

    namespace msg_set_group_host_req {
        interface $Properties {
            groupkey?: (number|null);
            uid?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_set_group_host_req.$Properties;
    }

    interface Imsg_set_group_host_rep extends net.msg_set_group_host_rep.$Properties {
    }

    class msg_set_group_host_rep {
        constructor(properties?: net.msg_set_group_host_rep.$Properties);
        $unknowns?: Uint8Array[];
        result: number;
        groupkey: number;
        uid: number;
        static create(properties: net.msg_set_group_host_rep.$Shape): net.msg_set_group_host_rep & net.msg_set_group_host_rep.$Shape;
        static create(properties?: net.msg_set_group_host_rep.$Properties): net.msg_set_group_host_rep;
        static encode(message: net.msg_set_group_host_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_set_group_host_rep & net.msg_set_group_host_rep.$Shape;
    }

    namespace msg_set_group_host_rep {
        interface $Properties {
            result?: (number|null);
            groupkey?: (number|null);
            uid?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_set_group_host_rep.$Properties;
    }

    interface Imsg_set_group_headurl_req extends net.msg_set_group_headurl_req.$Properties {
    }

    class msg_set_group_headurl_req {
        constructor(properties?: net.msg_set_group_headurl_req.$Properties);
        $unknowns?: Uint8Array[];
        groupkey: number;
        group_headurl: string;
        static create(properties: net.msg_set_group_headurl_req.$Shape): net.msg_set_group_headurl_req & net.msg_set_group_headurl_req.$Shape;
        static create(properties?: net.msg_set_group_headurl_req.$Properties): net.msg_set_group_headurl_req;
        static encode(message: net.msg_set_group_headurl_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_set_group_headurl_req & net.msg_set_group_headurl_req.$Shape;
    }

    namespace msg_set_group_headurl_req {
        interface $Properties {
            groupkey?: (number|null);
            group_headurl?: (string|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_set_group_headurl_req.$Properties;
    }

    interface Imsg_set_group_headurl_rep extends net.msg_set_group_headurl_rep.$Properties {
    }

    class msg_set_group_headurl_rep {
        constructor(properties?: net.msg_set_group_headurl_rep.$Properties);
        $unknowns?: Uint8Array[];
        result: number;
        groupkey: number;
        group_headurl: string;
        static create(properties: net.msg_set_group_headurl_rep.$Shape): net.msg_set_group_headurl_rep & net.msg_set_group_headurl_rep.$Shape;
        static create(properties?: net.msg_set_group_headurl_rep.$Properties): net.msg_set_group_headurl_rep;
        static encode(message: net.msg_set_group_headurl_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_set_group_headurl_rep & net.msg_set_group_headurl_rep.$Shape;
    }

    namespace msg_set_group_headurl_rep {
        interface $Properties {
            result?: (number|null);
            groupkey?: (number|null);
            group_headurl?: (string|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_set_group_headurl_rep.$Properties;
    }

    interface Imsg_group_online_cnt_req extends net.msg_group_online_cnt_req.$Properties {
    }

    class msg_group_online_cnt_req {
        constructor(properties?: net.msg_group_online_cnt_req.$Properties);
        $unknowns?: Uint8Array[];
        groupkey: number;
        static create(properties: net.msg_group_online_cnt_req.$Shape): net.msg_group_online_cnt_req & net.msg_group_online_cnt_req.$Shape;
        static create(properties?: net.msg_group_online_cnt_req.$Properties): net.msg_group_online_cnt_req;
        static encode(message: net.msg_group_online_cnt_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_group_online_cnt_req & net.msg_group_online_cnt_req.$Shape;
    }

    namespace msg_group_online_cnt_req {
        interface $Properties {
            groupkey?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_group_online_cnt_req.$Properties;
    }

    interface Imsg_group_online_cnt_rep extends net.msg_group_online_cnt_rep.$Properties {
    }

    class msg_group_online_cnt_rep {
        constructor(properties?: net.msg_group_online_cnt_rep.$Properties);
        $unknowns?: Uint8Array[];
        group_online: number;
        static create(properties: net.msg_group_online_cnt_rep.$Shape): net.msg_group_online_cnt_rep & net.msg_group_online_cnt_rep.$Shape;
        static create(properties?: net.msg_group_online_cnt_rep.$Properties): net.msg_group_online_cnt_rep;
        static encode(message: net.msg_group_online_cnt_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_group_online_cnt_rep & net.msg_group_online_cnt_rep.$Shape;
    }

    namespace msg_group_online_cnt_rep {
        interface $Properties {
            group_online?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_group_online_cnt_rep.$Properties;
    }

    interface Imsg_join_group_by_qrcode_req extends net.msg_join_group_by_qrcode_req.$Properties {
    }

    class msg_join_group_by_qrcode_req {
        constructor(properties?: net.msg_join_group_by_qrcode_req.$Properties);
        $unknowns?: Uint8Array[];
        groupkey: number;
        otheruid: number;
        verify: string;
        static create(properties: net.msg_join_group_by_qrcode_req.$Shape): net.msg_join_group_by_qrcode_req & net.msg_join_group_by_qrcode_req.$Shape;
        static create(properties?: net.msg_join_group_by_qrcode_req.$Properties): net.msg_join_group_by_qrcode_req;
        static encode(message: net.msg_join_group_by_qrcode_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_join_group_by_qrcode_req & net.msg_join_group_by_qrcode_req.$Shape;
    }

    namespace msg_join_group_by_qrcode_req {
        interface $Properties {
            groupkey?: (number|null);
            otheruid?: (number|null);
            verify?: (string|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_join_group_by_qrcode_req.$Properties;
    }

    interface Imsg_join_group_by_qrcode_rep extends net.msg_join_group_by_qrcode_rep.$Properties {
    }

    class msg_join_group_by_qrcode_rep {
        constructor(properties?: net.msg_join_group_by_qrcode_rep.$Properties);
        $unknowns?: Uint8Array[];
        result: number;
        static create(properties: net.msg_join_group_by_qrcode_rep.$Shape): net.msg_join_group_by_qrcode_rep & net.msg_join_group_by_qrcode_rep.$Shape;
        static create(properties?: net.msg_join_group_by_qrcode_rep.$Properties): net.msg_join_group_by_qrcode_rep;
        static encode(message: net.msg_join_group_by_qrcode_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_join_group_by_qrcode_rep & net.msg_join_group_by_qrcode_rep.$Shape;
    }

    namespace msg_join_group_by_qrcode_rep {
        interface $Properties {
            result?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_join_group_by_qrcode_rep.$Properties;
    }

    interface Imsg_group_nickname_list_req extends net.msg_group_nickname_list_req.$Properties {
    }

    class msg_group_nickname_list_req {
        constructor(properties?: net.msg_group_nickname_list_req.$Properties);
        $unknowns?: Uint8Array[];
        groupkey: number;
        static create(properties: net.msg_group_nickname_list_req.$Shape): net.msg_group_nickname_list_req & net.msg_group_nickname_list_req.$Shape;
        static create(properties?: net.msg_group_nickname_list_req.$Properties): net.msg_group_nickname_list_req;
        static encode(message: net.msg_group_nickname_list_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_group_nickname_list_req & net.msg_group_nickname_list_req.$Shape;
    }

    namespace msg_group_nickname_list_req {
        interface $Properties {
            groupkey?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_group_nickname_list_req.$Properties;
    }

    interface Imsg_group_nickname_list_rep extends net.msg_group_nickname_list_rep.$Properties {
    }

    class msg_group_nickname_list_rep {
        constructor(properties?: net.msg_group_nickname_list_rep.$Properties);
        $unknowns?: Uint8Array[];
        groupkey: number;
        name_list: net.group_nickname_info.$Properties[];
        static create(properties: net.msg_group_nickname_list_rep.$Shape): net.msg_group_nickname_list_rep & net.msg_group_nickname_list_rep.$Shape;
        static create(properties?: net.msg_group_nickname_list_rep.$Properties): net.msg_group_nickname_list_rep;
        static encode(message: net.msg_group_nickname_list_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_group_nickname_list_rep & net.msg_group_nickname_list_rep.$Shape;
    }

    namespace msg_group_nickname_list_rep {
        interface $Properties {
            groupkey?: (number|null);
            name_list?: (net.group_nickname_info.$Properties[]|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_group_nickname_list_rep.$Properties;
    }

    interface Imsg_set_group_nickname_req extends net.msg_set_group_nickname_req.$Properties {
    }

    class msg_set_group_nickname_req {
        constructor(properties?: net.msg_set_group_nickname_req.$Properties);
        $unknowns?: Uint8Array[];
        groupkey: number;
        nickname: string;
        static create(properties: net.msg_set_group_nickname_req.$Shape): net.msg_set_group_nickname_req & net.msg_set_group_nickname_req.$Shape;
        static create(properties?: net.msg_set_group_nickname_req.$Properties): net.msg_set_group_nickname_req;
        static encode(message: net.msg_set_group_nickname_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_set_group_nickname_req & net.msg_set_group_nickname_req.$Shape;
    }

    namespace msg_set_group_nickname_req {
        interface $Properties {
            groupkey?: (number|null);
            nickname?: (string|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_set_group_nickname_req.$Properties;
    }

    interface Imsg_set_group_nickname_rep extends net.msg_set_group_nickname_rep.$Properties {
    }

    class msg_set_group_nickname_rep {
        constructor(properties?: net.msg_set_group_nickname_rep.$Properties);
        $unknowns?: Uint8Array[];
        groupkey: number;
        nickname: string;
        uid: number;
        static create(properties: net.msg_set_group_nickname_rep.$Shape): net.msg_set_group_nickname_rep & net.msg_set_group_nickname_rep.$Shape;
        static create(properties?: net.msg_set_group_nickname_rep.$Properties): net.msg_set_group_nickname_rep;
        static encode(message: net.msg_set_group_nickname_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_set_group_nickname_rep & net.msg_set_group_nickname_rep.$Shape;
    }

    namespace msg_set_group_nickname_rep {
        interface $Properties {
            groupkey?: (number|null);
            nickname?: (string|null);
            uid?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_set_group_nickname_rep.$Properties;
    }

    interface Imsg_need_read_group_notice_req extends net.msg_need_read_group_notice_req.$Properties {
    }

    class msg_need_read_group_notice_req {
        constructor(properties?: net.msg_need_read_group_notice_req.$Properties);
        $unknowns?: Uint8Array[];
        groupkey: number;
        static create(properties: net.msg_need_read_group_notice_req.$Shape): net.msg_need_read_group_notice_req & net.msg_need_read_group_notice_req.$Shape;
        static create(properties?: net.msg_need_read_group_notice_req.$Properties): net.msg_need_read_group_notice_req;
        static encode(message: net.msg_need_read_group_notice_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_need_read_group_notice_req & net.msg_need_read_group_notice_req.$Shape;
    }

    namespace msg_need_read_group_notice_req {
        interface $Properties {
            groupkey?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_need_read_group_notice_req.$Properties;
    }

    interface Imsg_need_read_group_notice_rep extends net.msg_need_read_group_notice_rep.$Properties {
    }

    class msg_need_read_group_notice_rep {
        constructor(properties?: net.msg_need_read_group_notice_rep.$Properties);
        $unknowns?: Uint8Array[];
        is_need: number;
        static create(properties: net.msg_need_read_group_notice_rep.$Shape): net.msg_need_read_group_notice_rep & net.msg_need_read_group_notice_rep.$Shape;
        static create(properties?: net.msg_need_read_group_notice_rep.$Properties): net.msg_need_read_group_notice_rep;
        static encode(message: net.msg_need_read_group_notice_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_need_read_group_notice_rep & net.msg_need_read_group_notice_rep.$Shape;
    }

    namespace msg_need_read_group_notice_rep {
        interface $Properties {
            is_need?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_need_read_group_notice_rep.$Properties;
    }

    interface Imsg_read_group_notice_req extends net.msg_read_group_notice_req.$Properties {
    }

    class msg_read_group_notice_req {
        constructor(properties?: net.msg_read_group_notice_req.$Properties);
        $unknowns?: Uint8Array[];
        groupkey: number;
        notifyversion: number;
        static create(properties: net.msg_read_group_notice_req.$Shape): net.msg_read_group_notice_req & net.msg_read_group_notice_req.$Shape;
        static create(properties?: net.msg_read_group_notice_req.$Properties): net.msg_read_group_notice_req;
        static encode(message: net.msg_read_group_notice_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_read_group_notice_req & net.msg_read_group_notice_req.$Shape;
    }

    namespace msg_read_group_notice_req {
        interface $Properties {
            groupkey?: (number|null);
            notifyversion?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_read_group_notice_req.$Properties;
    }

    interface Imsg_read_group_notice_rep extends net.msg_read_group_notice_rep.$Properties {
    }

    class msg_read_group_notice_rep {
        constructor(properties?: net.msg_read_group_notice_rep.$Properties);
        $unknowns?: Uint8Array[];
        result: number;
        static create(properties: net.msg_read_group_notice_rep.$Shape): net.msg_read_group_notice_rep & net.msg_read_group_notice_rep.$Shape;
        static create(properties?: net.msg_read_group_notice_rep.$Properties): net.msg_read_group_notice_rep;
        static encode(message: net.msg_read_group_notice_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_read_group_notice_rep & net.msg_read_group_notice_rep.$Shape;
    }

    namespace msg_read_group_notice_rep {
        interface $Properties {
            result?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_read_group_notice_rep.$Properties;
    }

    interface Imsg_set_group_forbid_time_req extends net.msg_set_group_forbid_time_req.$Properties {
    }

    class msg_set_group_forbid_time_req {
        constructor(properties?: net.msg_set_group_forbid_time_req.$Properties);
        $unknowns?: Uint8Array[];
        groupkey: number;
        forbidbegintm: number;
        forbidendtm: number;
        isforbid: number;
        static create(properties: net.msg_set_group_forbid_time_req.$Shape): net.msg_set_group_forbid_time_req & net.msg_set_group_forbid_time_req.$Shape;
        static create(properties?: net.msg_set_group_forbid_time_req.$Properties): net.msg_set_group_forbid_time_req;
        static encode(message: net.msg_set_group_forbid_time_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_set_group_forbid_time_req & net.msg_set_group_forbid_time_req.$Shape;
    }

    namespace msg_set_group_forbid_time_req {
        interface $Properties {
            groupkey?: (number|null);
            forbidbegintm?: (number|null);
            forbidendtm?: (number|null);
            isforbid?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_set_group_forbid_time_req.$Properties;
    }

    interface Imsg_set_group_forbid_time_rep extends net.msg_set_group_forbid_time_rep.$Properties {
    }

    class msg_set_group_forbid_time_rep {
        constructor(properties?: net.msg_set_group_forbid_time_rep.$Properties);
        $unknowns?: Uint8Array[];
        result: number;
        static create(properties: net.msg_set_group_forbid_time_rep.$Shape): net.msg_set_group_forbid_time_rep & net.msg_set_group_forbid_time_rep.$Shape;
        static create(properties?: net.msg_set_group_forbid_time_rep.$Properties): net.msg_set_group_forbid_time_rep;
        static encode(message: net.msg_set_group_forbid_time_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_set_group_forbid_time_rep & net.msg_set_group_forbid_time_rep.$Shape;
    }

    namespace msg_set_group_forbid_time_rep {
        interface $Properties {
            result?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_set_group_forbid_time_rep.$Properties;
    }

    interface Imsg_group_member_list_req extends net.msg_group_member_list_req.$Properties {
    }

    class msg_group_member_list_req {
        constructor(properties?: net.msg_group_member_list_req.$Properties);
        $unknowns?: Uint8Array[];
        groupkey: number;
        static create(properties: net.msg_group_member_list_req.$Shape): net.msg_group_member_list_req & net.msg_group_member_list_req.$Shape;
        static create(properties?: net.msg_group_member_list_req.$Properties): net.msg_group_member_list_req;
        static encode(message: net.msg_group_member_list_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_group_member_list_req & net.msg_group_member_list_req.$Shape;
    }

    namespace msg_group_member_list_req {
        interface $Properties {
            groupkey?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_group_member_list_req.$Properties;
    }

    interface Imsg_group_member_list_rep extends net.msg_group_member_list_rep.$Properties {
    }

    class msg_group_member_list_rep {
        constructor(properties?: net.msg_group_member_list_rep.$Properties);
        $unknowns?: Uint8Array[];
        groupkey: number;
        isfirst: number;
        users: net.base_info.$Properties[];
        isend: number;
        static create(properties: net.msg_group_member_list_rep.$Shape): net.msg_group_member_list_rep & net.msg_group_member_list_rep.$Shape;
        static create(properties?: net.msg_group_member_list_rep.$Properties): net.msg_group_member_list_rep;
        static encode(message: net.msg_group_member_list_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_group_member_list_rep & net.msg_group_member_list_rep.$Shape;
    }

    namespace msg_group_member_list_rep {
        interface $Properties {
            groupkey?: (number|null);
            isfirst?: (number|null);
            users?: (net.base_info.$Properties[]|null);
            isend?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_group_member_list_rep.$Properties;
    }

    interface Imsg_set_group_forbid_req extends net.msg_set_group_forbid_req.$Properties {
    }

    class msg_set_group_forbid_req {
        constructor(properties?: net.msg_set_group_forbid_req.$Properties);
        $unknowns?: Uint8Array[];
        groupkey: number;
        is_set: number;
        forbiduids: number[];
        static create(properties: net.msg_set_group_forbid_req.$Shape): net.msg_set_group_forbid_req & net.msg_set_group_forbid_req.$Shape;
        static create(properties?: net.msg_set_group_forbid_req.$Properties): net.msg_set_group_forbid_req;
        static encode(message: net.msg_set_group_forbid_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_set_group_forbid_req & net.msg_set_group_forbid_req.$Shape;
    }

    namespace msg_set_group_forbid_req {
        interface $Properties {
            groupkey?: (number|null);
            is_set?: (number|null);
            forbiduids?: (number[]|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_set_group_forbid_req.$Properties;
    }

    interface Imsg_set_group_forbid_rep extends net.msg_set_group_forbid_rep.$Properties {
    }

    class msg_set_group_forbid_rep {
        constructor(properties?: net.msg_set_group_forbid_rep.$Properties);
        $unknowns?: Uint8Array[];
        result: number;
        static create(properties: net.msg_set_group_forbid_rep.$Shape): net.msg_set_group_forbid_rep & net.msg_set_group_forbid_rep.$Shape;
        static create(properties?: net.msg_set_group_forbid_rep.$Properties): net.msg_set_group_forbid_rep;
        static encode(message: net.msg_set_group_forbid_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_set_group_forbid_rep & net.msg_set_group_forbid_rep.$Shape;
    }

    namespace msg_set_group_forbid_rep {
        interface $Properties {
            result?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_set_group_forbid_rep.$Properties;
    }

    interface Imsg_get_group_forbid_req extends net.msg_get_group_forbid_req.$Properties {
    }

    class msg_get_group_forbid_req {
        constructor(properties?: net.msg_get_group_forbid_req.$Properties);
        $unknowns?: Uint8Array[];
        groupkey: number;
        static create(properties: net.msg_get_group_forbid_req.$Shape): net.msg_get_group_forbid_req & net.msg_get_group_forbid_req.$Shape;
        static create(properties?: net.msg_get_group_forbid_req.$Properties): net.msg_get_group_forbid_req;
        static encode(message: net.msg_get_group_forbid_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_get_group_forbid_req & net.msg_get_group_forbid_req.$Shape;
    }

    namespace msg_get_group_forbid_req {
        interface $Properties {
            groupkey?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_get_group_forbid_req.$Properties;
    }

    interface Imsg_get_group_forbid_rep extends net.msg_get_group_forbid_rep.$Properties {
    }

    class msg_get_group_forbid_rep {
        constructor(properties?: net.msg_get_group_forbid_rep.$Properties);
        $unknowns?: Uint8Array[];
        groupkey: number;
        users: net.base_info.$Properties[];
        static create(properties: net.msg_get_group_forbid_rep.$Shape): net.msg_get_group_forbid_rep & net.msg_get_group_forbid_rep.$Shape;
        static create(properties?: net.msg_get_group_forbid_rep.$Properties): net.msg_get_group_forbid_rep;
        static encode(message: net.msg_get_group_forbid_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_get_group_forbid_rep & net.msg_get_group_forbid_rep.$Shape;
    }

    namespace msg_get_group_forbid_rep {
        interface $Properties {
            groupkey?: (number|null);
            users?: (net.base_info.$Properties[]|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_get_group_forbid_rep.$Properties;
    }

    interface Imsg_set_group_white_req extends net.msg_set_group_white_req.$Properties {
    }

    class msg_set_group_white_req {
        constructor(properties?: net.msg_set_group_white_req.$Properties);
        $unknowns?: Uint8Array[];
        groupkey: number;
        is_set: number;
        whiteuids: number[];
        static create(properties: net.msg_set_group_white_req.$Shape): net.msg_set_group_white_req & net.msg_set_group_white_req.$Shape;
        static create(properties?: net.msg_set_group_white_req.$Properties): net.msg_set_group_white_req;
        static encode(message: net.msg_set_group_white_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_set_group_white_req & net.msg_set_group_white_req.$Shape;
    }

    namespace msg_set_group_white_req {
        interface $Properties {
            groupkey?: (number|null);
            is_set?: (number|null);
            whiteuids?: (number[]|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_set_group_white_req.$Properties;
    }

    interface Imsg_set_group_white_rep extends net.msg_set_group_white_rep.$Properties {
    }

    class msg_set_group_white_rep {
        constructor(properties?: net.msg_set_group_white_rep.$Properties);
        $unknowns?: Uint8Array[];
        result: number;
        static create(properties: net.msg_set_group_white_rep.$Shape): net.msg_set_group_white_rep & net.msg_set_group_white_rep.$Shape;
        static create(properties?: net.msg_set_group_white_rep.$Properties): net.msg_set_group_white_rep;
        static encode(message: net.msg_set_group_white_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_set_group_white_rep & net.msg_set_group_white_rep.$Shape;
    }

    namespace msg_set_group_white_rep {
        interface $Properties {
            result?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_set_group_white_rep.$Properties;
    }

    interface Imsg_get_group_white_req extends net.msg_get_group_white_req.$Properties {
    }

    class msg_get_group_white_req {
        constructor(properties?: net.msg_get_group_white_req.$Properties);
        $unknowns?: Uint8Array[];
        groupkey: number;
        static create(properties: net.msg_get_group_white_req.$Shape): net.msg_get_group_white_req & net.msg_get_group_white_req.$Shape;
        static create(properties?: net.msg_get_group_white_req.$Properties): net.msg_get_group_white_req;
        static encode(message: net.msg_get_group_white_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_get_group_white_req & net.msg_get_group_white_req.$Shape;
    }

    namespace msg_get_group_white_req {
        interface $Properties {
            groupkey?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_get_group_white_req.$Properties;
    }

    interface Imsg_get_group_white_rep extends net.msg_get_group_white_rep.$Properties {
    }

    class msg_get_group_white_rep {
        constructor(properties?: net.msg_get_group_white_rep.$Properties);
        $unknowns?: Uint8Array[];
        groupkey: number;
        users: net.base_info.$Properties[];
        static create(properties: net.msg_get_group_white_rep.$Shape): net.msg_get_group_white_rep & net.msg_get_group_white_rep.$Shape;
        static create(properties?: net.msg_get_group_white_rep.$Properties): net.msg_get_group_white_rep;
        static encode(message: net.msg_get_group_white_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_get_group_white_rep & net.msg_get_group_white_rep.$Shape;
    }

    namespace msg_get_group_white_rep {
        interface $Properties {
            groupkey?: (number|null);
            users?: (net.base_info.$Properties[]|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_get_group_white_rep.$Properties;
    }

    interface Imsg_redbag_info_req extends net.msg_redbag_info_req.$Properties {
    }

    class msg_redbag_info_req {
        constructor(properties?: net.msg_redbag_info_req.$Properties);
        $unknowns?: Uint8Array[];
        redbag_id: number;
        static create(properties: net.msg_redbag_info_req.$Shape): net.msg_redbag_info_req & net.msg_redbag_info_req.$Shape;
        static create(properties?: net.msg_redbag_info_req.$Properties): net.msg_redbag_info_req;
        static encode(message: net.msg_redbag_info_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_redbag_info_req & net.msg_redbag_info_req.$Shape;
    }

    namespace msg_redbag_info_req {
        interface $Properties {
            redbag_id?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_redbag_info_req.$Properties;
    }

    interface Imsg_redbag_info_rep extends net.msg_redbag_info_rep.$Properties {
    }

    class msg_redbag_info_rep {
        constructor(properties?: net.msg_redbag_info_rep.$Properties);
        $unknowns?: Uint8Array[];
        redbag_id: number;
        chatkey: (number|Long);
        chatmsgno: number;
        uid: number;
        redbagtype: number;
        redbagvalue: number;
        redbagnum: number;
        leftnum: number;
        redbagtime: number;
        records: net.redbag_get_record.$Properties[];
        nickname: string;
        headurl: string;
        cointype: number;
        static create(properties: net.msg_redbag_info_rep.$Shape): net.msg_redbag_info_rep & net.msg_redbag_info_rep.$Shape;
        static create(properties?: net.msg_redbag_info_rep.$Properties): net.msg_redbag_info_rep;
        static encode(message: net.msg_redbag_info_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_redbag_info_rep & net.msg_redbag_info_rep.$Shape;
    }

    namespace msg_redbag_info_rep {
        interface $Properties {
            redbag_id?: (number|null);
            chatkey?: (number|Long|null);
            chatmsgno?: (number|null);
            uid?: (number|null);
            redbagtype?: (number|null);
            redbagvalue?: (number|null);
            redbagnum?: (number|null);
            leftnum?: (number|null);
            redbagtime?: (number|null);
            records?: (net.redbag_get_record.$Properties[]|null);
            nickname?: (string|null);
            headurl?: (string|null);
            cointype?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_redbag_info_rep.$Properties;
    }

    interface Imsg_get_redbag_req extends net.msg_get_redbag_req.$Properties {
    }

    class msg_get_redbag_req {
        constructor(properties?: net.msg_get_redbag_req.$Properties);
        $unknowns?: Uint8Array[];
        redbag_id: number;
        clientkey: string;
        static create(properties: net.msg_get_redbag_req.$Shape): net.msg_get_redbag_req & net.msg_get_redbag_req.$Shape;
        static create(properties?: net.msg_get_redbag_req.$Properties): net.msg_get_redbag_req;
        static encode(message: net.msg_get_redbag_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_get_redbag_req & net.msg_get_redbag_req.$Shape;
    }

    namespace msg_get_redbag_req {
        interface $Properties {
            redbag_id?: (number|null);
            clientkey?: (string|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_get_redbag_req.$Properties;
    }

    interface Imsg_get_redbag_rep extends net.msg_get_redbag_rep.$Properties {
    }

    class msg_get_redbag_rep {
        constructor(properties?: net.msg_get_redbag_rep.$Properties);
        $unknowns?: Uint8Array[];
        result: number;
        redbag_id: number;
        getvalue: number;
        static create(properties: net.msg_get_redbag_rep.$Shape): net.msg_get_redbag_rep & net.msg_get_redbag_rep.$Shape;
        static create(properties?: net.msg_get_redbag_rep.$Properties): net.msg_get_redbag_rep;
        static encode(message: net.msg_get_redbag_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_get_redbag_rep & net.msg_get_redbag_rep.$Shape;
    }

    namespace msg_get_redbag_rep {
        interface $Properties {
            result?: (number|null);
            redbag_id?: (number|null);
            getvalue?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_get_redbag_rep.$Properties;
    }

    interface Imsg_redbag_history_req extends net.msg_redbag_history_req.$Properties {
    }

    class msg_redbag_history_req {
        constructor(properties?: net.msg_redbag_history_req.$Properties);
        $unknowns?: Uint8Array[];
        static create(properties: net.msg_redbag_history_req.$Shape): net.msg_redbag_history_req & net.msg_redbag_history_req.$Shape;
        static create(properties?: net.msg_redbag_history_req.$Properties): net.msg_redbag_history_req;
        static encode(message: net.msg_redbag_history_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_redbag_history_req & net.msg_redbag_history_req.$Shape;
    }

    namespace msg_redbag_history_req {
        interface $Properties {
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_redbag_history_req.$Properties;
    }

    interface Imsg_redbag_history_rep extends net.msg_redbag_history_rep.$Properties {
    }

    class msg_redbag_history_rep {
        constructor(properties?: net.msg_redbag_history_rep.$Properties);
        $unknowns?: Uint8Array[];
        sendlist: net.redbag_base_info.$Properties[];
        recvlist: net.redbag_base_info.$Properties[];
        static create(properties: net.msg_redbag_history_rep.$Shape): net.msg_redbag_history_rep & net.msg_redbag_history_rep.$Shape;
        static create(properties?: net.msg_redbag_history_rep.$Properties): net.msg_redbag_history_rep;
        static encode(message: net.msg_redbag_history_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_redbag_history_rep & net.msg_redbag_history_rep.$Shape;
    }

    namespace msg_redbag_history_rep {
        interface $Properties {
            sendlist?: (net.redbag_base_info.$Properties[]|null);
            recvlist?: (net.redbag_base_info.$Properties[]|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_redbag_history_rep.$Properties;
    }

    interface Imsg_transfer_req extends net.msg_transfer_req.$Properties {
    }

    class msg_transfer_req {
        constructor(properties?: net.msg_transfer_req.$Properties);
        $unknowns?: Uint8Array[];
        target_phonenum: string;
        trans_type: number;
        trans_amount: number;
        remarks: string;
        authcode: string;
        cointype: number;
        static create(properties: net.msg_transfer_req.$Shape): net.msg_transfer_req & net.msg_transfer_req.$Shape;
        static create(properties?: net.msg_transfer_req.$Properties): net.msg_transfer_req;
        static encode(message: net.msg_transfer_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_transfer_req & net.msg_transfer_req.$Shape;
    }

    namespace msg_transfer_req {
        interface $Properties {
            target_phonenum?: (string|null);
            trans_type?: (number|null);
            trans_amount?: (number|null);
            remarks?: (string|null);
            authcode?: (string|null);
            cointype?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_transfer_req.$Properties;
    }

    interface Imsg_transfer_rep extends net.msg_transfer_rep.$Properties {
    }

    class msg_transfer_rep {
        constructor(properties?: net.msg_transfer_rep.$Properties);
        $unknowns?: Uint8Array[];
        result: number;
        orderid: string;
        static create(properties: net.msg_transfer_rep.$Shape): net.msg_transfer_rep & net.msg_transfer_rep.$Shape;
        static create(properties?: net.msg_transfer_rep.$Properties): net.msg_transfer_rep;
        static encode(message: net.msg_transfer_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_transfer_rep & net.msg_transfer_rep.$Shape;
    }

    namespace msg_transfer_rep {
        interface $Properties {
            result?: (number|null);
            orderid?: (string|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_transfer_rep.$Properties;
    }

    interface Imsg_money_change_list_req extends net.msg_money_change_list_req.$Properties {
    }

    class msg_money_change_list_req {
        constructor(properties?: net.msg_money_change_list_req.$Properties);
        $unknowns?: Uint8Array[];
        before_id: number;
        moneytype: number;
        static create(properties: net.msg_money_change_list_req.$Shape): net.msg_money_change_list_req & net.msg_money_change_list_req.$Shape;
        static create(properties?: net.msg_money_change_list_req.$Properties): net.msg_money_change_list_req;
        static encode(message: net.msg_money_change_list_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_money_change_list_req & net.msg_money_change_list_req.$Shape;
    }

    namespace msg_money_change_list_req {
        interface $Properties {
            before_id?: (number|null);
            moneytype?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_money_change_list_req.$Properties;
    }

    interface Imsg_money_change_list_rep extends net.msg_money_change_list_rep.$Properties {
    }

    class msg_money_change_list_rep {
        constructor(properties?: net.msg_money_change_list_rep.$Properties);
        $unknowns?: Uint8Array[];
        money_list: net.money_change_info.$Properties[];
        static create(properties: net.msg_money_change_list_rep.$Shape): net.msg_money_change_list_rep & net.msg_money_change_list_rep.$Shape;
        static create(properties?: net.msg_money_change_list_rep.$Properties): net.msg_money_change_list_rep;
        static encode(message: net.msg_money_change_list_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_money_change_list_rep & net.msg_money_change_list_rep.$Shape;
    }

    namespace msg_money_change_list_rep {
        interface $Properties {
            money_list?: (net.money_change_info.$Properties[]|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_money_change_list_rep.$Properties;
    }

    interface Imsg_pay_authcode_req extends net.msg_pay_authcode_req.$Properties {
    }

    class msg_pay_authcode_req {
        constructor(properties?: net.msg_pay_authcode_req.$Properties);
        $unknowns?: Uint8Array[];
        paypasswd: string;
        static create(properties: net.msg_pay_authcode_req.$Shape): net.msg_pay_authcode_req & net.msg_pay_authcode_req.$Shape;
        static create(properties?: net.msg_pay_authcode_req.$Properties): net.msg_pay_authcode_req;
        static encode(message: net.msg_pay_authcode_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_pay_authcode_req & net.msg_pay_authcode_req.$Shape;
    }

    namespace msg_pay_authcode_req {
        interface $Properties {
            paypasswd?: (string|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_pay_authcode_req.$Properties;
    }

    interface Imsg_pay_authcode_rep extends net.msg_pay_authcode_rep.$Properties {
    }

    class msg_pay_authcode_rep {
        constructor(properties?: net.msg_pay_authcode_rep.$Properties);
        $unknowns?: Uint8Array[];
        result: number;
        auth_code: string;
        static create(properties: net.msg_pay_authcode_rep.$Shape): net.msg_pay_authcode_rep & net.msg_pay_authcode_rep.$Shape;
        static create(properties?: net.msg_pay_authcode_rep.$Properties): net.msg_pay_authcode_rep;
        static encode(message: net.msg_pay_authcode_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_pay_authcode_rep & net.msg_pay_authcode_rep.$Shape;
    }

    namespace msg_pay_authcode_rep {
        interface $Properties {
            result?: (number|null);
            auth_code?: (string|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_pay_authcode_rep.$Properties;
    }

    interface Imsg_third_pay_req extends net.msg_third_pay_req.$Properties {
    }

    class msg_third_pay_req {
        constructor(properties?: net.msg_third_pay_req.$Properties);
        $unknowns?: Uint8Array[];
        orderid: string;
        authcode: string;
        static create(properties: net.msg_third_pay_req.$Shape): net.msg_third_pay_req & net.msg_third_pay_req.$Shape;
        static create(properties?: net.msg_third_pay_req.$Properties): net.msg_third_pay_req;
        static encode(message: net.msg_third_pay_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_third_pay_req & net.msg_third_pay_req.$Shape;
    }

    namespace msg_third_pay_req {
        interface $Properties {
            orderid?: (string|null);
            authcode?: (string|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_third_pay_req.$Properties;
    }

    interface Imsg_third_pay_rep extends net.msg_third_pay_rep.$Properties {
    }

    class msg_third_pay_rep {
        constructor(properties?: net.msg_third_pay_rep.$Properties);
        $unknowns?: Uint8Array[];
        result: number;
        static create(properties: net.msg_third_pay_rep.$Shape): net.msg_third_pay_rep & net.msg_third_pay_rep.$Shape;
        static create(properties?: net.msg_third_pay_rep.$Properties): net.msg_third_pay_rep;
        static encode(message: net.msg_third_pay_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_third_pay_rep & net.msg_third_pay_rep.$Shape;
    }

    namespace msg_third_pay_rep {
        interface $Properties {
            result?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_third_pay_rep.$Properties;
    }

    interface Imsg_set_pay_passwd_req extends net.msg_set_pay_passwd_req.$Properties {
    }

    class msg_set_pay_passwd_req {
        constructor(properties?: net.msg_set_pay_passwd_req.$Properties);
        $unknowns?: Uint8Array[];
        paypasswd: string;
        oldpasswd: string;
        verifycode: string;
        static create(properties: net.msg_set_pay_passwd_req.$Shape): net.msg_set_pay_passwd_req & net.msg_set_pay_passwd_req.$Shape;
        static create(properties?: net.msg_set_pay_passwd_req.$Properties): net.msg_set_pay_passwd_req;
        static encode(message: net.msg_set_pay_passwd_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_set_pay_passwd_req & net.msg_set_pay_passwd_req.$Shape;
    }

    namespace msg_set_pay_passwd_req {
        interface $Properties {
            paypasswd?: (string|null);
            oldpasswd?: (string|null);
            verifycode?: (string|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_set_pay_passwd_req.$Properties;
    }

    interface Imsg_set_pay_passwd_rep extends net.msg_set_pay_passwd_rep.$Properties {
    }

    class msg_set_pay_passwd_rep {
        constructor(properties?: net.msg_set_pay_passwd_rep.$Properties);
        $unknowns?: Uint8Array[];
        result: number;
        static create(properties: net.msg_set_pay_passwd_rep.$Shape): net.msg_set_pay_passwd_rep & net.msg_set_pay_passwd_rep.$Shape;
        static create(properties?: net.msg_set_pay_passwd_rep.$Properties): net.msg_set_pay_passwd_rep;
        static encode(message: net.msg_set_pay_passwd_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_set_pay_passwd_rep & net.msg_set_pay_passwd_rep.$Shape;
    }

    namespace msg_set_pay_passwd_rep {
        interface $Properties {
            result?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_set_pay_passwd_rep.$Properties;
    }

    interface Imsg_top_up_req extends net.msg_top_up_req.$Properties {
    }

    class msg_top_up_req {
        constructor(properties?: net.msg_top_up_req.$Properties);
        $unknowns?: Uint8Array[];
        cointype: number;
        amount: number;
        clientkey: string;
        static create(properties: net.msg_top_up_req.$Shape): net.msg_top_up_req & net.msg_top_up_req.$Shape;
        static create(properties?: net.msg_top_up_req.$Properties): net.msg_top_up_req;
        static encode(message: net.msg_top_up_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_top_up_req & net.msg_top_up_req.$Shape;
    }

    namespace msg_top_up_req {
        interface $Properties {
            cointype?: (number|null);
            amount?: (number|null);
            clientkey?: (string|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_top_up_req.$Properties;
    }

    interface Imsg_top_up_rep extends net.msg_top_up_rep.$Properties {
    }

    class msg_top_up_rep {
        constructor(properties?: net.msg_top_up_rep.$Properties);
        $unknowns?: Uint8Array[];
        result: number;
        orderid: string;
        order?: (net.top_up_info.$Properties|null);
        static create(properties: net.msg_top_up_rep.$Shape): net.msg_top_up_rep & net.msg_top_up_rep.$Shape;
        static create(properties?: net.msg_top_up_rep.$Properties): net.msg_top_up_rep;
        static encode(message: net.msg_top_up_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_top_up_rep & net.msg_top_up_rep.$Shape;
    }

    namespace msg_top_up_rep {
        interface $Properties {
            result?: (number|null);
            orderid?: (string|null);
            order?: (net.top_up_info.$Properties|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_top_up_rep.$Properties;
    }

    interface Itop_up_info extends net.top_up_info.$Properties {
    }

    class top_up_info {
        constructor(properties?: net.top_up_info.$Properties);
        $unknowns?: Uint8Array[];
        orderid: string;
        cointype: number;
        amount: number;
        status: number;
        provider: string;
        payurl: string;
        reason: string;
        created: number;
        done: number;
        static create(properties: net.top_up_info.$Shape): net.top_up_info & net.top_up_info.$Shape;
        static create(properties?: net.top_up_info.$Properties): net.top_up_info;
        static encode(message: net.top_up_info.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.top_up_info & net.top_up_info.$Shape;
    }

    namespace top_up_info {
        interface $Properties {
            orderid?: (string|null);
            cointype?: (number|null);
            amount?: (number|null);
            status?: (number|null);
            provider?: (string|null);
            payurl?: (string|null);
            reason?: (string|null);
            created?: (number|null);
            done?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.top_up_info.$Properties;
    }

    interface Imsg_top_up_list_req extends net.msg_top_up_list_req.$Properties {
    }

    class msg_top_up_list_req {
        constructor(properties?: net.msg_top_up_list_req.$Properties);
        $unknowns?: Uint8Array[];
        static create(properties: net.msg_top_up_list_req.$Shape): net.msg_top_up_list_req & net.msg_top_up_list_req.$Shape;
        static create(properties?: net.msg_top_up_list_req.$Properties): net.msg_top_up_list_req;
        static encode(message: net.msg_top_up_list_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_top_up_list_req & net.msg_top_up_list_req.$Shape;
    }

    namespace msg_top_up_list_req {
        interface $Properties {
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_top_up_list_req.$Properties;
    }

    interface Imsg_top_up_list_rep extends net.msg_top_up_list_rep.$Properties {
    }

    class msg_top_up_list_rep {
        constructor(properties?: net.msg_top_up_list_rep.$Properties);
        $unknowns?: Uint8Array[];
        list: net.top_up_info.$Properties[];
        static create(properties: net.msg_top_up_list_rep.$Shape): net.msg_top_up_list_rep & net.msg_top_up_list_rep.$Shape;
        static create(properties?: net.msg_top_up_list_rep.$Properties): net.msg_top_up_list_rep;
        static encode(message: net.msg_top_up_list_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_top_up_list_rep & net.msg_top_up_list_rep.$Shape;
    }

    namespace msg_top_up_list_rep {
        interface $Properties {
            list?: (net.top_up_info.$Properties[]|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_top_up_list_rep.$Properties;
    }

    interface Imsg_shopcoin_oper_req extends net.msg_shopcoin_oper_req.$Properties {
    }

    class msg_shopcoin_oper_req {
        constructor(properties?: net.msg_shopcoin_oper_req.$Properties);
        $unknowns?: Uint8Array[];
        opertype: number;
        amount: number;
        authcode: string;
        cointype: number;
        static create(properties: net.msg_shopcoin_oper_req.$Shape): net.msg_shopcoin_oper_req & net.msg_shopcoin_oper_req.$Shape;
        static create(properties?: net.msg_shopcoin_oper_req.$Properties): net.msg_shopcoin_oper_req;
        static encode(message: net.msg_shopcoin_oper_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_shopcoin_oper_req & net.msg_shopcoin_oper_req.$Shape;
    }

    namespace msg_shopcoin_oper_req {
        interface $Properties {
            opertype?: (number|null);
            amount?: (number|null);
            authcode?: (string|null);
            cointype?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_shopcoin_oper_req.$Properties;
    }

    interface Imsg_shopcoin_oper_rep extends net.msg_shopcoin_oper_rep.$Properties {
    }

    class msg_shopcoin_oper_rep {
        constructor(properties?: net.msg_shopcoin_oper_rep.$Properties);
        $unknowns?: Uint8Array[];
        result: number;
        static create(properties: net.msg_shopcoin_oper_rep.$Shape): net.msg_shopcoin_oper_rep & net.msg_shopcoin_oper_rep.$Shape;
        static create(properties?: net.msg_shopcoin_oper_rep.$Properties): net.msg_shopcoin_oper_rep;
        static encode(message: net.msg_shopcoin_oper_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_shopcoin_oper_rep & net.msg_shopcoin_oper_rep.$Shape;
    }

    namespace msg_shopcoin_oper_rep {
        interface $Properties {
            result?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_shopcoin_oper_rep.$Properties;
    }

    interface Imsg_create_goods_req extends net.msg_create_goods_req.$Properties {
    }

    class msg_create_goods_req {
        constructor(properties?: net.msg_create_goods_req.$Properties);
        $unknowns?: Uint8Array[];
        goodsvalue: number;
        minlimit: number;
        maxlimit: number;
        paylist: number[];
        cointype: number;
        rate: number;
        status: number;
        goodstype: number;
        outcointype: number;
        static create(properties: net.msg_create_goods_req.$Shape): net.msg_create_goods_req & net.msg_create_goods_req.$Shape;
        static create(properties?: net.msg_create_goods_req.$Properties): net.msg_create_goods_req;
        static encode(message: net.msg_create_goods_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_create_goods_req & net.msg_create_goods_req.$Shape;
    }

    namespace msg_create_goods_req {
        interface $Properties {
            goodsvalue?: (number|null);
            minlimit?: (number|null);
            maxlimit?: (number|null);
            paylist?: (number[]|null);
            cointype?: (number|null);
            rate?: (number|null);
            status?: (number|null);
            goodstype?: (number|null);
            outcointype?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_create_goods_req.$Properties;
    }

    interface Imsg_create_goods_rep extends net.msg_create_goods_rep.$Properties {
    }

    class msg_create_goods_rep {
        constructor(properties?: net.msg_create_goods_rep.$Properties);
        $unknowns?: Uint8Array[];
        result: number;
        cointype: number;
        outcointype: number;
        static create(properties: net.msg_create_goods_rep.$Shape): net.msg_create_goods_rep & net.msg_create_goods_rep.$Shape;
        static create(properties?: net.msg_create_goods_rep.$Properties): net.msg_create_goods_rep;
        static encode(message: net.msg_create_goods_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_create_goods_rep & net.msg_create_goods_rep.$Shape;
    }

    namespace msg_create_goods_rep {
        interface $Properties {
            result?: (number|null);
            cointype?: (number|null);
            outcointype?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_create_goods_rep.$Properties;
    }

    interface Imsg_my_goods_req extends net.msg_my_goods_req.$Properties {
    }

    class msg_my_goods_req {
        constructor(properties?: net.msg_my_goods_req.$Properties);
        $unknowns?: Uint8Array[];
        static create(properties: net.msg_my_goods_req.$Shape): net.msg_my_goods_req & net.msg_my_goods_req.$Shape;
        static create(properties?: net.msg_my_goods_req.$Properties): net.msg_my_goods_req;
        static encode(message: net.msg_my_goods_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_my_goods_req & net.msg_my_goods_req.$Shape;
    }

    namespace msg_my_goods_req {
        interface $Properties {
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_my_goods_req.$Properties;
    }

    interface Imsg_my_goods_rep extends net.msg_my_goods_rep.$Properties {
    }

    class msg_my_goods_rep {
        constructor(properties?: net.msg_my_goods_rep.$Properties);
        $unknowns?: Uint8Array[];
        g_info: net.goods_info.$Properties[];
        static create(properties: net.msg_my_goods_rep.$Shape): net.msg_my_goods_rep & net.msg_my_goods_rep.$Shape;
        static create(properties?: net.msg_my_goods_rep.$Properties): net.msg_my_goods_rep;
        static encode(message: net.msg_my_goods_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_my_goods_rep & net.msg_my_goods_rep.$Shape;
    }

    namespace msg_my_goods_rep {
        interface $Properties {
            g_info?: (net.goods_info.$Properties[]|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_my_goods_rep.$Properties;
    }

    interface Imsg_get_goods_req extends net.msg_get_goods_req.$Properties {
    }

    class msg_get_goods_req {
        constructor(properties?: net.msg_get_goods_req.$Properties);
        $unknowns?: Uint8Array[];
        paytype: number;
        opertype: number;
        value: number;
        cointype: number;
        outcointype: number;
        static create(properties: net.msg_get_goods_req.$Shape): net.msg_get_goods_req & net.msg_get_goods_req.$Shape;
        static create(properties?: net.msg_get_goods_req.$Properties): net.msg_get_goods_req;
        static encode(message: net.msg_get_goods_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_get_goods_req & net.msg_get_goods_req.$Shape;
    }

    namespace msg_get_goods_req {
        interface $Properties {
            paytype?: (number|null);
            opertype?: (number|null);
            value?: (number|null);
            cointype?: (number|null);
            outcointype?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_get_goods_req.$Properties;
    }

    interface Imsg_get_goods_rep extends net.msg_get_goods_rep.$Properties {
    }

    class msg_get_goods_rep {
        constructor(properties?: net.msg_get_goods_rep.$Properties);
        $unknowns?: Uint8Array[];
        goodslist: net.goods_info.$Properties[];
        static create(properties: net.msg_get_goods_rep.$Shape): net.msg_get_goods_rep & net.msg_get_goods_rep.$Shape;
        static create(properties?: net.msg_get_goods_rep.$Properties): net.msg_get_goods_rep;
        static encode(message: net.msg_get_goods_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_get_goods_rep & net.msg_get_goods_rep.$Shape;
    }

    namespace msg_get_goods_rep {
        interface $Properties {
            goodslist?: (net.goods_info.$Properties[]|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_get_goods_rep.$Properties;
    }

    interface Imsg_goods_by_id_req extends net.msg_goods_by_id_req.$Properties {
    }

    class msg_goods_by_id_req {
        constructor(properties?: net.msg_goods_by_id_req.$Properties);
        $unknowns?: Uint8Array[];
        goodsid: number;
        static create(properties: net.msg_goods_by_id_req.$Shape): net.msg_goods_by_id_req & net.msg_goods_by_id_req.$Shape;
        static create(properties?: net.msg_goods_by_id_req.$Properties): net.msg_goods_by_id_req;
        static encode(message: net.msg_goods_by_id_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_goods_by_id_req & net.msg_goods_by_id_req.$Shape;
    }

    namespace msg_goods_by_id_req {
        interface $Properties {
            goodsid?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_goods_by_id_req.$Properties;
    }

    interface Imsg_goods_by_id_rep extends net.msg_goods_by_id_rep.$Properties {
    }

    class msg_goods_by_id_rep {
        constructor(properties?: net.msg_goods_by_id_rep.$Properties);
        $unknowns?: Uint8Array[];
        g_info?: (net.goods_info.$Properties|null);
        static create(properties: net.msg_goods_by_id_rep.$Shape): net.msg_goods_by_id_rep & net.msg_goods_by_id_rep.$Shape;
        static create(properties?: net.msg_goods_by_id_rep.$Properties): net.msg_goods_by_id_rep;
        static encode(message: net.msg_goods_by_id_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_goods_by_id_rep & net.msg_goods_by_id_rep.$Shape;
    }

    namespace msg_goods_by_id_rep {
        interface $Properties {
            g_info?: (net.goods_info.$Properties|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_goods_by_id_rep.$Properties;
    }

    interface Imsg_create_order_req extends net.msg_create_order_req.$Properties {
    }

    class msg_create_order_req {
        constructor(properties?: net.msg_create_order_req.$Properties);
        $unknowns?: Uint8Array[];
        opertype: number;
        goodsid: number;
        ordervalue: number;
        paytype: number;
        paytypeid: number;
        clientkey: string;
        static create(properties: net.msg_create_order_req.$Shape): net.msg_create_order_req & net.msg_create_order_req.$Shape;
        static create(properties?: net.msg_create_order_req.$Properties): net.msg_create_order_req;
        static encode(message: net.msg_create_order_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_create_order_req & net.msg_create_order_req.$Shape;
    }

    namespace msg_create_order_req {
        interface $Properties {
            opertype?: (number|null);
            goodsid?: (number|null);
            ordervalue?: (number|null);
            paytype?: (number|null);
            paytypeid?: (number|null);
            clientkey?: (string|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_create_order_req.$Properties;
    }

    interface Imsg_create_order_rep extends net.msg_create_order_rep.$Properties {
    }

    class msg_create_order_rep {
        constructor(properties?: net.msg_create_order_rep.$Properties);
        $unknowns?: Uint8Array[];
        result: number;
        otheruid: number;
        orderid: string;
        static create(properties: net.msg_create_order_rep.$Shape): net.msg_create_order_rep & net.msg_create_order_rep.$Shape;
        static create(properties?: net.msg_create_order_rep.$Properties): net.msg_create_order_rep;
        static encode(message: net.msg_create_order_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_create_order_rep & net.msg_create_order_rep.$Shape;
    }

    namespace msg_create_order_rep {
        interface $Properties {
            result?: (number|null);
            otheruid?: (number|null);
            orderid?: (string|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_create_order_rep.$Properties;
    }

    interface Imsg_confirm_order_req extends net.msg_confirm_order_req.$Properties {
    }

    class msg_confirm_order_req {
        constructor(properties?: net.msg_confirm_order_req.$Properties);
        $unknowns?: Uint8Array[];
        orderid: string;
        authcode: string;
        clientkey: string;
        static create(properties: net.msg_confirm_order_req.$Shape): net.msg_confirm_order_req & net.msg_confirm_order_req.$Shape;
        static create(properties?: net.msg_confirm_order_req.$Properties): net.msg_confirm_order_req;
        static encode(message: net.msg_confirm_order_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_confirm_order_req & net.msg_confirm_order_req.$Shape;
    }

    namespace msg_confirm_order_req {
        interface $Properties {
            orderid?: (string|null);
            authcode?: (string|null);
            clientkey?: (string|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_confirm_order_req.$Properties;
    }

    interface Imsg_confirm_order_rep extends net.msg_confirm_order_rep.$Properties {
    }

    class msg_confirm_order_rep {
        constructor(properties?: net.msg_confirm_order_rep.$Properties);
        $unknowns?: Uint8Array[];
        result: number;
        buyer: number;
        seller: number;
        status: number;
        static create(properties: net.msg_confirm_order_rep.$Shape): net.msg_confirm_order_rep & net.msg_confirm_order_rep.$Shape;
        static create(properties?: net.msg_confirm_order_rep.$Properties): net.msg_confirm_order_rep;
        static encode(message: net.msg_confirm_order_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_confirm_order_rep & net.msg_confirm_order_rep.$Shape;
    }

    namespace msg_confirm_order_rep {
        interface $Properties {
            result?: (number|null);
            buyer?: (number|null);
            seller?: (number|null);
            status?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_confirm_order_rep.$Properties;
    }

    interface Imsg_cancel_order_req extends net.msg_cancel_order_req.$Properties {
    }

    class msg_cancel_order_req {
        constructor(properties?: net.msg_cancel_order_req.$Properties);
        $unknowns?: Uint8Array[];
        orderid: string;
        clientkey: string;
        static create(properties: net.msg_cancel_order_req.$Shape): net.msg_cancel_order_req & net.msg_cancel_order_req.$Shape;
        static create(properties?: net.msg_cancel_order_req.$Properties): net.msg_cancel_order_req;
        static encode(message: net.msg_cancel_order_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_cancel_order_req & net.msg_cancel_order_req.$Shape;
    }

    namespace msg_cancel_order_req {
        interface $Properties {
            orderid?: (string|null);
            clientkey?: (string|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_cancel_order_req.$Properties;
    }

    interface Imsg_cancel_order_rep extends net.msg_cancel_order_rep.$Properties {
    }

    class msg_cancel_order_rep {
        constructor(properties?: net.msg_cancel_order_rep.$Properties);
        $unknowns?: Uint8Array[];
        result: number;
        orderid: string;
        buyer: number;
        seller: number;
        static create(properties: net.msg_cancel_order_rep.$Shape): net.msg_cancel_order_rep & net.msg_cancel_order_rep.$Shape;
        static create(properties?: net.msg_cancel_order_rep.$Properties): net.msg_cancel_order_rep;
        static encode(message: net.msg_cancel_order_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_cancel_order_rep & net.msg_cancel_order_rep.$Shape;
    }

    namespace msg_cancel_order_rep {
        interface $Properties {
            result?: (number|null);
            orderid?: (string|null);
            buyer?: (number|null);
            seller?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_cancel_order_rep.$Properties;
    }

    interface Imsg_my_orders_req extends net.msg_my_orders_req.$Properties {
    }

    class msg_my_orders_req {
        constructor(properties?: net.msg_my_orders_req.$Properties);
        $unknowns?: Uint8Array[];
        static create(properties: net.msg_my_orders_req.$Shape): net.msg_my_orders_req & net.msg_my_orders_req.$Shape;
        static create(properties?: net.msg_my_orders_req.$Properties): net.msg_my_orders_req;
        static encode(message: net.msg_my_orders_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_my_orders_req & net.msg_my_orders_req.$Shape;
    }

    namespace msg_my_orders_req {
        interface $Properties {
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_my_orders_req.$Properties;
    }

    interface Imsg_my_orders_rep extends net.msg_my_orders_rep.$Properties {
    }

    class msg_my_orders_rep {
        constructor(properties?: net.msg_my_orders_rep.$Properties);
        $unknowns?: Uint8Array[];
        orders: net.order_info.$Properties[];
        static create(properties: net.msg_my_orders_rep.$Shape): net.msg_my_orders_rep & net.msg_my_orders_rep.$Shape;
        static create(properties?: net.msg_my_orders_rep.$Properties): net.msg_my_orders_rep;
        static encode(message: net.msg_my_orders_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_my_orders_rep & net.msg_my_orders_rep.$Shape;
    }

    namespace msg_my_orders_rep {
        interface $Properties {
            orders?: (net.order_info.$Properties[]|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_my_orders_rep.$Properties;
    }

    interface Imsg_order_by_uid_req extends net.msg_order_by_uid_req.$Properties {
    }

    class msg_order_by_uid_req {
        constructor(properties?: net.msg_order_by_uid_req.$Properties);
        $unknowns?: Uint8Array[];
        otheruid: number;
        static create(properties: net.msg_order_by_uid_req.$Shape): net.msg_order_by_uid_req & net.msg_order_by_uid_req.$Shape;
        static create(properties?: net.msg_order_by_uid_req.$Properties): net.msg_order_by_uid_req;
        static encode(message: net.msg_order_by_uid_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_order_by_uid_req & net.msg_order_by_uid_req.$Shape;
    }

    namespace msg_order_by_uid_req {
        interface $Properties {
            otheruid?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_order_by_uid_req.$Properties;
    }

    interface Imsg_order_by_uid_rep extends net.msg_order_by_uid_rep.$Properties {
    }

    class msg_order_by_uid_rep {
        constructor(properties?: net.msg_order_by_uid_rep.$Properties);
        $unknowns?: Uint8Array[];
        result: number;
        order?: (net.order_info.$Properties|null);
        static create(properties: net.msg_order_by_uid_rep.$Shape): net.msg_order_by_uid_rep & net.msg_order_by_uid_rep.$Shape;
        static create(properties?: net.msg_order_by_uid_rep.$Properties): net.msg_order_by_uid_rep;
        static encode(message: net.msg_order_by_uid_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_order_by_uid_rep & net.msg_order_by_uid_rep.$Shape;
    }

    namespace msg_order_by_uid_rep {
        interface $Properties {
            result?: (number|null);
            order?: (net.order_info.$Properties|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_order_by_uid_rep.$Properties;
    }

    interface Imsg_order_by_id_req extends net.msg_order_by_id_req.$Properties {
    }

    class msg_order_by_id_req {
        constructor(properties?: net.msg_order_by_id_req.$Properties);
        $unknowns?: Uint8Array[];
        orderid: string;
        static create(properties: net.msg_order_by_id_req.$Shape): net.msg_order_by_id_req & net.msg_order_by_id_req.$Shape;
        static create(properties?: net.msg_order_by_id_req.$Properties): net.msg_order_by_id_req;
        static encode(message: net.msg_order_by_id_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_order_by_id_req & net.msg_order_by_id_req.$Shape;
    }

    namespace msg_order_by_id_req {
        interface $Properties {
            orderid?: (string|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_order_by_id_req.$Properties;
    }

    interface Imsg_order_by_id_rep extends net.msg_order_by_id_rep.$Properties {
    }

    class msg_order_by_id_rep {
        constructor(properties?: net.msg_order_by_id_rep.$Properties);
        $unknowns?: Uint8Array[];
        result: number;
        order?: (net.order_info.$Properties|null);
        static create(properties: net.msg_order_by_id_rep.$Shape): net.msg_order_by_id_rep & net.msg_order_by_id_rep.$Shape;
        static create(properties?: net.msg_order_by_id_rep.$Properties): net.msg_order_by_id_rep;
        static encode(message: net.msg_order_by_id_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_order_by_id_rep & net.msg_order_by_id_rep.$Shape;
    }

    namespace msg_order_by_id_rep {
        interface $Properties {
            result?: (number|null);
            order?: (net.order_info.$Properties|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_order_by_id_rep.$Properties;
    }

    interface Imsg_set_order_paytype_req extends net.msg_set_order_paytype_req.$Properties {
    }

    class msg_set_order_paytype_req {
        constructor(properties?: net.msg_set_order_paytype_req.$Properties);
        $unknowns?: Uint8Array[];
        orderid: string;
        paytype: number;
        paytypeid: number;
        static create(properties: net.msg_set_order_paytype_req.$Shape): net.msg_set_order_paytype_req & net.msg_set_order_paytype_req.$Shape;
        static create(properties?: net.msg_set_order_paytype_req.$Properties): net.msg_set_order_paytype_req;
        static encode(message: net.msg_set_order_paytype_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_set_order_paytype_req & net.msg_set_order_paytype_req.$Shape;
    }

    namespace msg_set_order_paytype_req {
        interface $Properties {
            orderid?: (string|null);
            paytype?: (number|null);
            paytypeid?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_set_order_paytype_req.$Properties;
    }

    interface Imsg_set_order_paytype_rep extends net.msg_set_order_paytype_rep.$Properties {
    }

    class msg_set_order_paytype_rep {
        constructor(properties?: net.msg_set_order_paytype_rep.$Properties);
        $unknowns?: Uint8Array[];
        result: number;
        orderid: string;
        paytype: number;
        paytypeid: number;
        static create(properties: net.msg_set_order_paytype_rep.$Shape): net.msg_set_order_paytype_rep & net.msg_set_order_paytype_rep.$Shape;
        static create(properties?: net.msg_set_order_paytype_rep.$Properties): net.msg_set_order_paytype_rep;
        static encode(message: net.msg_set_order_paytype_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_set_order_paytype_rep & net.msg_set_order_paytype_rep.$Shape;
    }

    namespace msg_set_order_paytype_rep {
        interface $Properties {
            result?: (number|null);
            orderid?: (string|null);
            paytype?: (number|null);
            paytypeid?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_set_order_paytype_rep.$Properties;
    }

    interface Imsg_goods_deal_data_req extends net.msg_goods_deal_data_req.$Properties {
    }

    class msg_goods_deal_data_req {
        constructor(properties?: net.msg_goods_deal_data_req.$Properties);
        $unknowns?: Uint8Array[];
        static create(properties: net.msg_goods_deal_data_req.$Shape): net.msg_goods_deal_data_req & net.msg_goods_deal_data_req.$Shape;
        static create(properties?: net.msg_goods_deal_data_req.$Properties): net.msg_goods_deal_data_req;
        static encode(message: net.msg_goods_deal_data_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_goods_deal_data_req & net.msg_goods_deal_data_req.$Shape;
    }

    namespace msg_goods_deal_data_req {
        interface $Properties {
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_goods_deal_data_req.$Properties;
    }

    interface Imsg_goods_deal_data_rep extends net.msg_goods_deal_data_rep.$Properties {
    }

    class msg_goods_deal_data_rep {
        constructor(properties?: net.msg_goods_deal_data_rep.$Properties);
        $unknowns?: Uint8Array[];
        datalist: net.goods_deal_data.$Properties[];
        static create(properties: net.msg_goods_deal_data_rep.$Shape): net.msg_goods_deal_data_rep & net.msg_goods_deal_data_rep.$Shape;
        static create(properties?: net.msg_goods_deal_data_rep.$Properties): net.msg_goods_deal_data_rep;
        static encode(message: net.msg_goods_deal_data_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_goods_deal_data_rep & net.msg_goods_deal_data_rep.$Shape;
    }

    namespace msg_goods_deal_data_rep {
        interface $Properties {
            datalist?: (net.goods_deal_data.$Properties[]|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_goods_deal_data_rep.$Properties;
    }

    interface Imsg_goods_detail_data_req extends net.msg_goods_detail_data_req.$Properties {
    }

    class msg_goods_detail_data_req {
        constructor(properties?: net.msg_goods_detail_data_req.$Properties);
        $unknowns?: Uint8Array[];
        static create(properties: net.msg_goods_detail_data_req.$Shape): net.msg_goods_detail_data_req & net.msg_goods_detail_data_req.$Shape;
        static create(properties?: net.msg_goods_detail_data_req.$Properties): net.msg_goods_detail_data_req;
        static encode(message: net.msg_goods_detail_data_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_goods_detail_data_req & net.msg_goods_detail_data_req.$Shape;
    }

    namespace msg_goods_detail_data_req {
        interface $Properties {
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_goods_detail_data_req.$Properties;
    }

    interface Imsg_goods_detail_data_rep extends net.msg_goods_detail_data_rep.$Properties {
    }

    class msg_goods_detail_data_rep {
        constructor(properties?: net.msg_goods_detail_data_rep.$Properties);
        $unknowns?: Uint8Array[];
        bill_list: net.money_change_info.$Properties[];
        static create(properties: net.msg_goods_detail_data_rep.$Shape): net.msg_goods_detail_data_rep & net.msg_goods_detail_data_rep.$Shape;
        static create(properties?: net.msg_goods_detail_data_rep.$Properties): net.msg_goods_detail_data_rep;
        static encode(message: net.msg_goods_detail_data_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_goods_detail_data_rep & net.msg_goods_detail_data_rep.$Shape;
    }

    namespace msg_goods_detail_data_rep {
        interface $Properties {
            bill_list?: (net.money_change_info.$Properties[]|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_goods_detail_data_rep.$Properties;
    }

    interface Imsg_set_goods_status_req extends net.msg_set_goods_status_req.$Properties {
    }

    class msg_set_goods_status_req {
        constructor(properties?: net.msg_set_goods_status_req.$Properties);
        $unknowns?: Uint8Array[];
        goodsid: number;
        status: number;
        static create(properties: net.msg_set_goods_status_req.$Shape): net.msg_set_goods_status_req & net.msg_set_goods_status_req.$Shape;
        static create(properties?: net.msg_set_goods_status_req.$Properties): net.msg_set_goods_status_req;
        static encode(message: net.msg_set_goods_status_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_set_goods_status_req & net.msg_set_goods_status_req.$Shape;
    }

    namespace msg_set_goods_status_req {
        interface $Properties {
            goodsid?: (number|null);
            status?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_set_goods_status_req.$Properties;
    }

    interface Imsg_set_goods_status_rep extends net.msg_set_goods_status_rep.$Properties {
    }

    class msg_set_goods_status_rep {
        constructor(properties?: net.msg_set_goods_status_rep.$Properties);
        $unknowns?: Uint8Array[];
        result: number;
        goodsid: number;
        status: number;
        static create(properties: net.msg_set_goods_status_rep.$Shape): net.msg_set_goods_status_rep & net.msg_set_goods_status_rep.$Shape;
        static create(properties?: net.msg_set_goods_status_rep.$Properties): net.msg_set_goods_status_rep;
        static encode(message: net.msg_set_goods_status_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_set_goods_status_rep & net.msg_set_goods_status_rep.$Shape;
    }

    namespace msg_set_goods_status_rep {
        interface $Properties {
            result?: (number|null);
            goodsid?: (number|null);
            status?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_set_goods_status_rep.$Properties;
    }

    interface Imsg_my_pay_accounts_req extends net.msg_my_pay_accounts_req.$Properties {
    }

    class msg_my_pay_accounts_req {
        constructor(properties?: net.msg_my_pay_accounts_req.$Properties);
        $unknowns?: Uint8Array[];
        static create(properties: net.msg_my_pay_accounts_req.$Shape): net.msg_my_pay_accounts_req & net.msg_my_pay_accounts_req.$Shape;
        static create(properties?: net.msg_my_pay_accounts_req.$Properties): net.msg_my_pay_accounts_req;
        static encode(message: net.msg_my_pay_accounts_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_my_pay_accounts_req & net.msg_my_pay_accounts_req.$Shape;
    }

    namespace msg_my_pay_accounts_req {
        interface $Properties {
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_my_pay_accounts_req.$Properties;
    }

    interface Imsg_my_pay_accounts_rep extends net.msg_my_pay_accounts_rep.$Properties {
    }

    class msg_my_pay_accounts_rep {
        constructor(properties?: net.msg_my_pay_accounts_rep.$Properties);
        $unknowns?: Uint8Array[];
        payinfolist: net.mobile_pay_info.$Properties[];
        static create(properties: net.msg_my_pay_accounts_rep.$Shape): net.msg_my_pay_accounts_rep & net.msg_my_pay_accounts_rep.$Shape;
        static create(properties?: net.msg_my_pay_accounts_rep.$Properties): net.msg_my_pay_accounts_rep;
        static encode(message: net.msg_my_pay_accounts_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_my_pay_accounts_rep & net.msg_my_pay_accounts_rep.$Shape;
    }

    namespace msg_my_pay_accounts_rep {
        interface $Properties {
            payinfolist?: (net.mobile_pay_info.$Properties[]|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_my_pay_accounts_rep.$Properties;
    }

    interface Imsg_set_pay_account_req extends net.msg_set_pay_account_req.$Properties {
    }

    class msg_set_pay_account_req {
        constructor(properties?: net.msg_set_pay_account_req.$Properties);
        $unknowns?: Uint8Array[];
        info?: (net.mobile_pay_info.$Properties|null);
        remove: number;
        static create(properties: net.msg_set_pay_account_req.$Shape): net.msg_set_pay_account_req & net.msg_set_pay_account_req.$Shape;
        static create(properties?: net.msg_set_pay_account_req.$Properties): net.msg_set_pay_account_req;
        static encode(message: net.msg_set_pay_account_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_set_pay_account_req & net.msg_set_pay_account_req.$Shape;
    }

    namespace msg_set_pay_account_req {
        interface $Properties {
            info?: (net.mobile_pay_info.$Properties|null);
            remove?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_set_pay_account_req.$Properties;
    }

    interface Imsg_set_pay_account_rep extends net.msg_set_pay_account_rep.$Properties {
    }

    class msg_set_pay_account_rep {
        constructor(properties?: net.msg_set_pay_account_rep.$Properties);
        $unknowns?: Uint8Array[];
        result: number;
        id: number;
        static create(properties: net.msg_set_pay_account_rep.$Shape): net.msg_set_pay_account_rep & net.msg_set_pay_account_rep.$Shape;
        static create(properties?: net.msg_set_pay_account_rep.$Properties): net.msg_set_pay_account_rep;
        static encode(message: net.msg_set_pay_account_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_set_pay_account_rep & net.msg_set_pay_account_rep.$Shape;
    }

    namespace msg_set_pay_account_rep {
        interface $Properties {
            result?: (number|null);
            id?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_set_pay_account_rep.$Properties;
    }

    interface Imsg_appeal_order_req extends net.msg_appeal_order_req.$Properties {
    }

    class msg_appeal_order_req {
        constructor(properties?: net.msg_appeal_order_req.$Properties);
        $unknowns?: Uint8Array[];
        orderid: string;
        static create(properties: net.msg_appeal_order_req.$Shape): net.msg_appeal_order_req & net.msg_appeal_order_req.$Shape;
        static create(properties?: net.msg_appeal_order_req.$Properties): net.msg_appeal_order_req;
        static encode(message: net.msg_appeal_order_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_appeal_order_req & net.msg_appeal_order_req.$Shape;
    }

    namespace msg_appeal_order_req {
        interface $Properties {
            orderid?: (string|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_appeal_order_req.$Properties;
    }

    interface Imsg_appeal_order_rep extends net.msg_appeal_order_rep.$Properties {
    }

    class msg_appeal_order_rep {
        constructor(properties?: net.msg_appeal_order_rep.$Properties);
        $unknowns?: Uint8Array[];
        result: number;
        orderid: string;
        status: number;
        static create(properties: net.msg_appeal_order_rep.$Shape): net.msg_appeal_order_rep & net.msg_appeal_order_rep.$Shape;
        static create(properties?: net.msg_appeal_order_rep.$Properties): net.msg_appeal_order_rep;
        static encode(message: net.msg_appeal_order_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_appeal_order_rep & net.msg_appeal_order_rep.$Shape;
    }

    namespace msg_appeal_order_rep {
        interface $Properties {
            result?: (number|null);
            orderid?: (string|null);
            status?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_appeal_order_rep.$Properties;
    }

    interface Imsg_voice_call_req extends net.msg_voice_call_req.$Properties {
    }

    class msg_voice_call_req {
        constructor(properties?: net.msg_voice_call_req.$Properties);
        $unknowns?: Uint8Array[];
        chatkey: (number|Long);
        token: string;
        calltype: number;
        static create(properties: net.msg_voice_call_req.$Shape): net.msg_voice_call_req & net.msg_voice_call_req.$Shape;
        static create(properties?: net.msg_voice_call_req.$Properties): net.msg_voice_call_req;
        static encode(message: net.msg_voice_call_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_voice_call_req & net.msg_voice_call_req.$Shape;
    }

    namespace msg_voice_call_req {
        interface $Properties {
            chatkey?: (number|Long|null);
            token?: (string|null);
            calltype?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_voice_call_req.$Properties;
    }

    interface Imsg_voice_call_rep extends net.msg_voice_call_rep.$Properties {
    }

    class msg_voice_call_rep {
        constructor(properties?: net.msg_voice_call_rep.$Properties);
        $unknowns?: Uint8Array[];
        result: number;
        token: string;
        static create(properties: net.msg_voice_call_rep.$Shape): net.msg_voice_call_rep & net.msg_voice_call_rep.$Shape;
        static create(properties?: net.msg_voice_call_rep.$Properties): net.msg_voice_call_rep;
        static encode(message: net.msg_voice_call_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_voice_call_rep & net.msg_voice_call_rep.$Shape;
    }

    namespace msg_voice_call_rep {
        interface $Properties {
            result?: (number|null);
            token?: (string|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_voice_call_rep.$Properties;
    }

    interface Imsg_voice_oper_req extends net.msg_voice_oper_req.$Properties {
    }

    class msg_voice_oper_req {
        constructor(properties?: net.msg_voice_oper_req.$Properties);
        $unknowns?: Uint8Array[];
        chatkey: (number|Long);
        opertype: number;
        static create(properties: net.msg_voice_oper_req.$Shape): net.msg_voice_oper_req & net.msg_voice_oper_req.$Shape;
        static create(properties?: net.msg_voice_oper_req.$Properties): net.msg_voice_oper_req;
        static encode(message: net.msg_voice_oper_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_voice_oper_req & net.msg_voice_oper_req.$Shape;
    }

    namespace msg_voice_oper_req {
        interface $Properties {
            chatkey?: (number|Long|null);
            opertype?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_voice_oper_req.$Properties;
    }

    interface Imsg_voice_oper_rep extends net.msg_voice_oper_rep.$Properties {
    }

    class msg_voice_oper_rep {
        constructor(properties?: net.msg_voice_oper_rep.$Properties);
        $unknowns?: Uint8Array[];
        result: number;
        chatkey: (number|Long);
        opertype: number;
        static create(properties: net.msg_voice_oper_rep.$Shape): net.msg_voice_oper_rep & net.msg_voice_oper_rep.$Shape;
        static create(properties?: net.msg_voice_oper_rep.$Properties): net.msg_voice_oper_rep;
        static encode(message: net.msg_voice_oper_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_voice_oper_rep & net.msg_voice_oper_rep.$Shape;
    }

    namespace msg_voice_oper_rep {
        interface $Properties {
            result?: (number|null);
            chatkey?: (number|Long|null);
            opertype?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_voice_oper_rep.$Properties;
    }

    interface Imsg_voice_data_req extends net.msg_voice_data_req.$Properties {
    }

    class msg_voice_data_req {
        constructor(properties?: net.msg_voice_data_req.$Properties);
        $unknowns?: Uint8Array[];
        chatkey: (number|Long);
        voice_data: Uint8Array;
        ptime: number;
        static create(properties: net.msg_voice_data_req.$Shape): net.msg_voice_data_req & net.msg_voice_data_req.$Shape;
        static create(properties?: net.msg_voice_data_req.$Properties): net.msg_voice_data_req;
        static encode(message: net.msg_voice_data_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_voice_data_req & net.msg_voice_data_req.$Shape;
    }

    namespace msg_voice_data_req {
        interface $Properties {
            chatkey?: (number|Long|null);
            voice_data?: (Uint8Array|null);
            ptime?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_voice_data_req.$Properties;
    }

    interface Imsg_voice_data_rep extends net.msg_voice_data_rep.$Properties {
    }

    class msg_voice_data_rep {
        constructor(properties?: net.msg_voice_data_rep.$Properties);
        $unknowns?: Uint8Array[];
        result: number;
        static create(properties: net.msg_voice_data_rep.$Shape): net.msg_voice_data_rep & net.msg_voice_data_rep.$Shape;
        static create(properties?: net.msg_voice_data_rep.$Properties): net.msg_voice_data_rep;
        static encode(message: net.msg_voice_data_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_voice_data_rep & net.msg_voice_data_rep.$Shape;
    }

    namespace msg_voice_data_rep {
        interface $Properties {
            result?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_voice_data_rep.$Properties;
    }

    interface Imsg_voice_call_state_req extends net.msg_voice_call_state_req.$Properties {
    }

    class msg_voice_call_state_req {
        constructor(properties?: net.msg_voice_call_state_req.$Properties);
        $unknowns?: Uint8Array[];
        token: string;
        static create(properties: net.msg_voice_call_state_req.$Shape): net.msg_voice_call_state_req & net.msg_voice_call_state_req.$Shape;
        static create(properties?: net.msg_voice_call_state_req.$Properties): net.msg_voice_call_state_req;
        static encode(message: net.msg_voice_call_state_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_voice_call_state_req & net.msg_voice_call_state_req.$Shape;
    }

    namespace msg_voice_call_state_req {
        interface $Properties {
            token?: (string|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_voice_call_state_req.$Properties;
    }

    interface Imsg_voice_call_state_rep extends net.msg_voice_call_state_rep.$Properties {
    }

    class msg_voice_call_state_rep {
        constructor(properties?: net.msg_voice_call_state_rep.$Properties);
        $unknowns?: Uint8Array[];
        result: number;
        srcuid: number;
        destuid: number;
        state: number;
        chatkey: (number|Long);
        token: string;
        calltype: number;
        static create(properties: net.msg_voice_call_state_rep.$Shape): net.msg_voice_call_state_rep & net.msg_voice_call_state_rep.$Shape;
        static create(properties?: net.msg_voice_call_state_rep.$Properties): net.msg_voice_call_state_rep;
        static encode(message: net.msg_voice_call_state_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_voice_call_state_rep & net.msg_voice_call_state_rep.$Shape;
    }

    namespace msg_voice_call_state_rep {
        interface $Properties {
            result?: (number|null);
            srcuid?: (number|null);
            destuid?: (number|null);
            state?: (number|null);
            chatkey?: (number|Long|null);
            token?: (string|null);
            calltype?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_voice_call_state_rep.$Properties;
    }

    interface Imsg_group_voice_call_req extends net.msg_group_voice_call_req.$Properties {
    }

    class msg_group_voice_call_req {
        constructor(properties?: net.msg_group_voice_call_req.$Properties);
        $unknowns?: Uint8Array[];
        groupkey: number;
        uids: number[];
        token: string;
        static create(properties: net.msg_group_voice_call_req.$Shape): net.msg_group_voice_call_req & net.msg_group_voice_call_req.$Shape;
        static create(properties?: net.msg_group_voice_call_req.$Properties): net.msg_group_voice_call_req;
        static encode(message: net.msg_group_voice_call_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_group_voice_call_req & net.msg_group_voice_call_req.$Shape;
    }

    namespace msg_group_voice_call_req {
        interface $Properties {
            groupkey?: (number|null);
            uids?: (number[]|null);
            token?: (string|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_group_voice_call_req.$Properties;
    }

    interface Imsg_group_voice_call_rep extends net.msg_group_voice_call_rep.$Properties {
    }

    class msg_group_voice_call_rep {
        constructor(properties?: net.msg_group_voice_call_rep.$Properties);
        $unknowns?: Uint8Array[];
        result: number;
        static create(properties: net.msg_group_voice_call_rep.$Shape): net.msg_group_voice_call_rep & net.msg_group_voice_call_rep.$Shape;
        static create(properties?: net.msg_group_voice_call_rep.$Properties): net.msg_group_voice_call_rep;
        static encode(message: net.msg_group_voice_call_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_group_voice_call_rep & net.msg_group_voice_call_rep.$Shape;
    }

    namespace msg_group_voice_call_rep {
        interface $Properties {
            result?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_group_voice_call_rep.$Properties;
    }

    interface Imsg_group_voice_join_req extends net.msg_group_voice_join_req.$Properties {
    }

    class msg_group_voice_join_req {
        constructor(properties?: net.msg_group_voice_join_req.$Properties);
        $unknowns?: Uint8Array[];
        groupkey: number;
        jointype: number;
        static create(properties: net.msg_group_voice_join_req.$Shape): net.msg_group_voice_join_req & net.msg_group_voice_join_req.$Shape;
        static create(properties?: net.msg_group_voice_join_req.$Properties): net.msg_group_voice_join_req;
        static encode(message: net.msg_group_voice_join_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_group_voice_join_req & net.msg_group_voice_join_req.$Shape;
    }

    namespace msg_group_voice_join_req {
        interface $Properties {
            groupkey?: (number|null);
            jointype?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_group_voice_join_req.$Properties;
    }

    interface Imsg_group_voice_join_rep extends net.msg_group_voice_join_rep.$Properties {
    }

    class msg_group_voice_join_rep {
        constructor(properties?: net.msg_group_voice_join_rep.$Properties);
        $unknowns?: Uint8Array[];
        result: number;
        groupkey: number;
        static create(properties: net.msg_group_voice_join_rep.$Shape): net.msg_group_voice_join_rep & net.msg_group_voice_join_rep.$Shape;
        static create(properties?: net.msg_group_voice_join_rep.$Properties): net.msg_group_voice_join_rep;
        static encode(message: net.msg_group_voice_join_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_group_voice_join_rep & net.msg_group_voice_join_rep.$Shape;
    }

    namespace msg_group_voice_join_rep {
        interface $Properties {
            result?: (number|null);
            groupkey?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_group_voice_join_rep.$Properties;
    }

    interface Imsg_group_voice_oper_req extends net.msg_group_voice_oper_req.$Properties {
    }

    class msg_group_voice_oper_req {
        constructor(properties?: net.msg_group_voice_oper_req.$Properties);
        $unknowns?: Uint8Array[];
        groupkey: number;
        voicestate: number;
        videostate: number;
        static create(properties: net.msg_group_voice_oper_req.$Shape): net.msg_group_voice_oper_req & net.msg_group_voice_oper_req.$Shape;
        static create(properties?: net.msg_group_voice_oper_req.$Properties): net.msg_group_voice_oper_req;
        static encode(message: net.msg_group_voice_oper_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_group_voice_oper_req & net.msg_group_voice_oper_req.$Shape;
    }

    namespace msg_group_voice_oper_req {
        interface $Properties {
            groupkey?: (number|null);
            voicestate?: (number|null);
            videostate?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_group_voice_oper_req.$Properties;
    }

    interface Imsg_group_voice_oper_rep extends net.msg_group_voice_oper_rep.$Properties {
    }

    class msg_group_voice_oper_rep {
        constructor(properties?: net.msg_group_voice_oper_rep.$Properties);
        $unknowns?: Uint8Array[];
        groupkey: number;
        voicestate: number;
        videostate: number;
        static create(properties: net.msg_group_voice_oper_rep.$Shape): net.msg_group_voice_oper_rep & net.msg_group_voice_oper_rep.$Shape;
        static create(properties?: net.msg_group_voice_oper_rep.$Properties): net.msg_group_voice_oper_rep;
        static encode(message: net.msg_group_voice_oper_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_group_voice_oper_rep & net.msg_group_voice_oper_rep.$Shape;
    }

    namespace msg_group_voice_oper_rep {
        interface $Properties {
            groupkey?: (number|null);
            voicestate?: (number|null);
            videostate?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_group_voice_oper_rep.$Properties;
    }

    interface Imsg_group_voice_call_notify extends net.msg_group_voice_call_notify.$Properties {
    }

    class msg_group_voice_call_notify {
        constructor(properties?: net.msg_group_voice_call_notify.$Properties);
        $unknowns?: Uint8Array[];
        uid: number;
        ptime: number;
        groupkey: number;
        token: string;
        static create(properties: net.msg_group_voice_call_notify.$Shape): net.msg_group_voice_call_notify & net.msg_group_voice_call_notify.$Shape;
        static create(properties?: net.msg_group_voice_call_notify.$Properties): net.msg_group_voice_call_notify;
        static encode(message: net.msg_group_voice_call_notify.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_group_voice_call_notify & net.msg_group_voice_call_notify.$Shape;
    }

    namespace msg_group_voice_call_notify {
        interface $Properties {
            uid?: (number|null);
            ptime?: (number|null);
            groupkey?: (number|null);
            token?: (string|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_group_voice_call_notify.$Properties;
    }

    interface Imsg_group_voice_state_notify extends net.msg_group_voice_state_notify.$Properties {
    }

    class msg_group_voice_state_notify {
        constructor(properties?: net.msg_group_voice_state_notify.$Properties);
        $unknowns?: Uint8Array[];
        groupkey: number;
        users: net.group_voice_state_info.$Properties[];
        static create(properties: net.msg_group_voice_state_notify.$Shape): net.msg_group_voice_state_notify & net.msg_group_voice_state_notify.$Shape;
        static create(properties?: net.msg_group_voice_state_notify.$Properties): net.msg_group_voice_state_notify;
        static encode(message: net.msg_group_voice_state_notify.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_group_voice_state_notify & net.msg_group_voice_state_notify.$Shape;
    }

    namespace msg_group_voice_state_notify {
        interface $Properties {
            groupkey?: (number|null);
            users?: (net.group_voice_state_info.$Properties[]|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_group_voice_state_notify.$Properties;
    }

    interface Imsg_chat_room_list_req extends net.msg_chat_room_list_req.$Properties {
    }

    class msg_chat_room_list_req {
        constructor(properties?: net.msg_chat_room_list_req.$Properties);
        $unknowns?: Uint8Array[];
        static create(properties: net.msg_chat_room_list_req.$Shape): net.msg_chat_room_list_req & net.msg_chat_room_list_req.$Shape;
        static create(properties?: net.msg_chat_room_list_req.$Properties): net.msg_chat_room_list_req;
        static encode(message: net.msg_chat_room_list_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_chat_room_list_req & net.msg_chat_room_list_req.$Shape;
    }

    namespace msg_chat_room_list_req {
        interface $Properties {
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_chat_room_list_req.$Properties;
    }

    interface Imsg_chat_room_list_rep extends net.msg_chat_room_list_rep.$Properties {
    }

    class msg_chat_room_list_rep {
        constructor(properties?: net.msg_chat_room_list_rep.$Properties);
        $unknowns?: Uint8Array[];
        roomlist: net.chat_room_info.$Properties[];
        static create(properties: net.msg_chat_room_list_rep.$Shape): net.msg_chat_room_list_rep & net.msg_chat_room_list_rep.$Shape;
        static create(properties?: net.msg_chat_room_list_rep.$Properties): net.msg_chat_room_list_rep;
        static encode(message: net.msg_chat_room_list_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_chat_room_list_rep & net.msg_chat_room_list_rep.$Shape;
    }

    namespace msg_chat_room_list_rep {
        interface $Properties {
            roomlist?: (net.chat_room_info.$Properties[]|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_chat_room_list_rep.$Properties;
    }

    interface Imsg_chat_room_members_req extends net.msg_chat_room_members_req.$Properties {
    }

    class msg_chat_room_members_req {
        constructor(properties?: net.msg_chat_room_members_req.$Properties);
        $unknowns?: Uint8Array[];
        roomkey: number;
        page: number;
        limit: number;
        static create(properties: net.msg_chat_room_members_req.$Shape): net.msg_chat_room_members_req & net.msg_chat_room_members_req.$Shape;
        static create(properties?: net.msg_chat_room_members_req.$Properties): net.msg_chat_room_members_req;
        static encode(message: net.msg_chat_room_members_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_chat_room_members_req & net.msg_chat_room_members_req.$Shape;
    }

    namespace msg_chat_room_members_req {
        interface $Properties {
            roomkey?: (number|null);
            page?: (number|null);
            limit?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_chat_room_members_req.$Properties;
    }

    interface Imsg_chat_room_members_rep extends net.msg_chat_room_members_rep.$Properties {
    }

    class msg_chat_room_members_rep {
        constructor(properties?: net.msg_chat_room_members_rep.$Properties);
        $unknowns?: Uint8Array[];
        result: number;
        users: net.base_info.$Properties[];
        usercnt: number;
        static create(properties: net.msg_chat_room_members_rep.$Shape): net.msg_chat_room_members_rep & net.msg_chat_room_members_rep.$Shape;
        static create(properties?: net.msg_chat_room_members_rep.$Properties): net.msg_chat_room_members_rep;
        static encode(message: net.msg_chat_room_members_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_chat_room_members_rep & net.msg_chat_room_members_rep.$Shape;
    }

    namespace msg_chat_room_members_rep {
        interface $Properties {
            result?: (number|null);
            users?: (net.base_info.$Properties[]|null);
            usercnt?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_chat_room_members_rep.$Properties;
    }

    interface Imsg_join_chat_room_req extends net.msg_join_chat_room_req.$Properties {
    }

    class msg_join_chat_room_req {
        constructor(properties?: net.msg_join_chat_room_req.$Properties);
        $unknowns?: Uint8Array[];
        roomkey: number;
        static create(properties: net.msg_join_chat_room_req.$Shape): net.msg_join_chat_room_req & net.msg_join_chat_room_req.$Shape;
        static create(properties?: net.msg_join_chat_room_req.$Properties): net.msg_join_chat_room_req;
        static encode(message: net.msg_join_chat_room_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_join_chat_room_req & net.msg_join_chat_room_req.$Shape;
    }

    namespace msg_join_chat_room_req {
        interface $Properties {
            roomkey?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_join_chat_room_req.$Properties;
    }

    interface Imsg_join_chat_room_rep extends net.msg_join_chat_room_rep.$Properties {
    }

    class msg_join_chat_room_rep {
        constructor(properties?: net.msg_join_chat_room_rep.$Properties);
        $unknowns?: Uint8Array[];
        result: number;
        room_info?: (net.chat_room_info.$Properties|null);
        static create(properties: net.msg_join_chat_room_rep.$Shape): net.msg_join_chat_room_rep & net.msg_join_chat_room_rep.$Shape;
        static create(properties?: net.msg_join_chat_room_rep.$Properties): net.msg_join_chat_room_rep;
        static encode(message: net.msg_join_chat_room_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_join_chat_room_rep & net.msg_join_chat_room_rep.$Shape;
    }

    namespace msg_join_chat_room_rep {
        interface $Properties {
            result?: (number|null);
            room_info?: (net.chat_room_info.$Properties|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_join_chat_room_rep.$Properties;
    }

    interface Imsg_quit_chat_room_req extends net.msg_quit_chat_room_req.$Properties {
    }

    class msg_quit_chat_room_req {
        constructor(properties?: net.msg_quit_chat_room_req.$Properties);
        $unknowns?: Uint8Array[];
        roomkey: number;
        static create(properties: net.msg_quit_chat_room_req.$Shape): net.msg_quit_chat_room_req & net.msg_quit_chat_room_req.$Shape;
        static create(properties?: net.msg_quit_chat_room_req.$Properties): net.msg_quit_chat_room_req;
        static encode(message: net.msg_quit_chat_room_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_quit_chat_room_req & net.msg_quit_chat_room_req.$Shape;
    }

    namespace msg_quit_chat_room_req {
        interface $Properties {
            roomkey?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_quit_chat_room_req.$Properties;
    }

    interface Imsg_quit_chat_room_rep extends net.msg_quit_chat_room_rep.$Properties {
    }

    class msg_quit_chat_room_rep {
        constructor(properties?: net.msg_quit_chat_room_rep.$Properties);
        $unknowns?: Uint8Array[];
        result: number;
        static create(properties: net.msg_quit_chat_room_rep.$Shape): net.msg_quit_chat_room_rep & net.msg_quit_chat_room_rep.$Shape;
        static create(properties?: net.msg_quit_chat_room_rep.$Properties): net.msg_quit_chat_room_rep;
        static encode(message: net.msg_quit_chat_room_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_quit_chat_room_rep & net.msg_quit_chat_room_rep.$Shape;
    }

    namespace msg_quit_chat_room_rep {
        interface $Properties {
            result?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_quit_chat_room_rep.$Properties;
    }

    interface Imsg_send_chat_room_msg_req extends net.msg_send_chat_room_msg_req.$Properties {
    }

    class msg_send_chat_room_msg_req {
        constructor(properties?: net.msg_send_chat_room_msg_req.$Properties);
        $unknowns?: Uint8Array[];
        roomkey: number;
        msg_type: number;
        content: Uint8Array;
        authcode: string;
        static create(properties: net.msg_send_chat_room_msg_req.$Shape): net.msg_send_chat_room_msg_req & net.msg_send_chat_room_msg_req.$Shape;
        static create(properties?: net.msg_send_chat_room_msg_req.$Properties): net.msg_send_chat_room_msg_req;
        static encode(message: net.msg_send_chat_room_msg_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_send_chat_room_msg_req & net.msg_send_chat_room_msg_req.$Shape;
    }

    namespace msg_send_chat_room_msg_req {
        interface $Properties {
            roomkey?: (number|null);
            msg_type?: (number|null);
            content?: (Uint8Array|null);
            authcode?: (string|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_send_chat_room_msg_req.$Properties;
    }

    interface Imsg_send_chat_room_msg_rep extends net.msg_send_chat_room_msg_rep.$Properties {
    }

    class msg_send_chat_room_msg_rep {
        constructor(properties?: net.msg_send_chat_room_msg_rep.$Properties);
        $unknowns?: Uint8Array[];
        result: number;
        msg_info?: (net.chat_msg.$Properties|null);
        static create(properties: net.msg_send_chat_room_msg_rep.$Shape): net.msg_send_chat_room_msg_rep & net.msg_send_chat_room_msg_rep.$Shape;
        static create(properties?: net.msg_send_chat_room_msg_rep.$Properties): net.msg_send_chat_room_msg_rep;
        static encode(message: net.msg_send_chat_room_msg_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_send_chat_room_msg_rep & net.msg_send_chat_room_msg_rep.$Shape;
    }

    namespace msg_send_chat_room_msg_rep {
        interface $Properties {
            result?: (number|null);
            msg_info?: (net.chat_msg.$Properties|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_send_chat_room_msg_rep.$Properties;
    }

    interface Imsg_chat_room_kick_req extends net.msg_chat_room_kick_req.$Properties {
    }

    class msg_chat_room_kick_req {
        constructor(properties?: net.msg_chat_room_kick_req.$Properties);
        $unknowns?: Uint8Array[];
        roomkey: number;
        kickuid: number;
        static create(properties: net.msg_chat_room_kick_req.$Shape): net.msg_chat_room_kick_req & net.msg_chat_room_kick_req.$Shape;
        static create(properties?: net.msg_chat_room_kick_req.$Properties): net.msg_chat_room_kick_req;
        static encode(message: net.msg_chat_room_kick_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_chat_room_kick_req & net.msg_chat_room_kick_req.$Shape;
    }

    namespace msg_chat_room_kick_req {
        interface $Properties {
            roomkey?: (number|null);
            kickuid?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_chat_room_kick_req.$Properties;
    }

    interface Imsg_chat_room_kick_rep extends net.msg_chat_room_kick_rep.$Properties {
    }

    class msg_chat_room_kick_rep {
        constructor(properties?: net.msg_chat_room_kick_rep.$Properties);
        $unknowns?: Uint8Array[];
        result: number;
        kickuid: number;
        static create(properties: net.msg_chat_room_kick_rep.$Shape): net.msg_chat_room_kick_rep & net.msg_chat_room_kick_rep.$Shape;
        static create(properties?: net.msg_chat_room_kick_rep.$Properties): net.msg_chat_room_kick_rep;
        static encode(message: net.msg_chat_room_kick_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_chat_room_kick_rep & net.msg_chat_room_kick_rep.$Shape;
    }

    namespace msg_chat_room_kick_rep {
        interface $Properties {
            result?: (number|null);
            kickuid?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_chat_room_kick_rep.$Properties;
    }

    interface Imsg_chat_room_forbid_req extends net.msg_chat_room_forbid_req.$Properties {
    }

    class msg_chat_room_forbid_req {
        constructor(properties?: net.msg_chat_room_forbid_req.$Properties);
        $unknowns?: Uint8Array[];
        roomkey: number;
        uid: number;
        is_set: number;
        static create(properties: net.msg_chat_room_forbid_req.$Shape): net.msg_chat_room_forbid_req & net.msg_chat_room_forbid_req.$Shape;
        static create(properties?: net.msg_chat_room_forbid_req.$Properties): net.msg_chat_room_forbid_req;
        static encode(message: net.msg_chat_room_forbid_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_chat_room_forbid_req & net.msg_chat_room_forbid_req.$Shape;
    }

    namespace msg_chat_room_forbid_req {
        interface $Properties {
            roomkey?: (number|null);
            uid?: (number|null);
            is_set?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_chat_room_forbid_req.$Properties;
    }

    interface Imsg_chat_room_forbid_rep extends net.msg_chat_room_forbid_rep.$Properties {
    }

    class msg_chat_room_forbid_rep {
        constructor(properties?: net.msg_chat_room_forbid_rep.$Properties);
        $unknowns?: Uint8Array[];
        result: number;
        static create(properties: net.msg_chat_room_forbid_rep.$Shape): net.msg_chat_room_forbid_rep & net.msg_chat_room_forbid_rep.$Shape;
        static create(properties?: net.msg_chat_room_forbid_rep.$Properties): net.msg_chat_room_forbid_rep;
        static encode(message: net.msg_chat_room_forbid_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_chat_room_forbid_rep & net.msg_chat_room_forbid_rep.$Shape;
    }

    namespace msg_chat_room_forbid_rep {
        interface $Properties {
            result?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_chat_room_forbid_rep.$Properties;
    }

    interface Imsg_chat_room_set_admin_req extends net.msg_chat_room_set_admin_req.$Properties {
    }

    class msg_chat_room_set_admin_req {
        constructor(properties?: net.msg_chat_room_set_admin_req.$Properties);
        $unknowns?: Uint8Array[];
        roomkey: number;
        uid: number;
        is_set: number;
        static create(properties: net.msg_chat_room_set_admin_req.$Shape): net.msg_chat_room_set_admin_req & net.msg_chat_room_set_admin_req.$Shape;
        static create(properties?: net.msg_chat_room_set_admin_req.$Properties): net.msg_chat_room_set_admin_req;
        static encode(message: net.msg_chat_room_set_admin_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_chat_room_set_admin_req & net.msg_chat_room_set_admin_req.$Shape;
    }

    namespace msg_chat_room_set_admin_req {
        interface $Properties {
            roomkey?: (number|null);
            uid?: (number|null);
            is_set?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_chat_room_set_admin_req.$Properties;
    }

    interface Imsg_chat_room_set_admin_rep extends net.msg_chat_room_set_admin_rep.$Properties {
    }

    class msg_chat_room_set_admin_rep {
        constructor(properties?: net.msg_chat_room_set_admin_rep.$Properties);
        $unknowns?: Uint8Array[];
        result: number;
        static create(properties: net.msg_chat_room_set_admin_rep.$Shape): net.msg_chat_room_set_admin_rep & net.msg_chat_room_set_admin_rep.$Shape;
        static create(properties?: net.msg_chat_room_set_admin_rep.$Properties): net.msg_chat_room_set_admin_rep;
        static encode(message: net.msg_chat_room_set_admin_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_chat_room_set_admin_rep & net.msg_chat_room_set_admin_rep.$Shape;
    }

    namespace msg_chat_room_set_admin_rep {
        interface $Properties {
            result?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_chat_room_set_admin_rep.$Properties;
    }

    interface Imsg_chat_room_del_msg_req extends net.msg_chat_room_del_msg_req.$Properties {
    }

    class msg_chat_room_del_msg_req {
        constructor(properties?: net.msg_chat_room_del_msg_req.$Properties);
        $unknowns?: Uint8Array[];
        roomkey: number;
        msgno: number;
        static create(properties: net.msg_chat_room_del_msg_req.$Shape): net.msg_chat_room_del_msg_req & net.msg_chat_room_del_msg_req.$Shape;
        static create(properties?: net.msg_chat_room_del_msg_req.$Properties): net.msg_chat_room_del_msg_req;
        static encode(message: net.msg_chat_room_del_msg_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_chat_room_del_msg_req & net.msg_chat_room_del_msg_req.$Shape;
    }

    namespace msg_chat_room_del_msg_req {
        interface $Properties {
            roomkey?: (number|null);
            msgno?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_chat_room_del_msg_req.$Properties;
    }

    interface Imsg_chat_room_del_msg_rep extends net.msg_chat_room_del_msg_rep.$Properties {
    }

    class msg_chat_room_del_msg_rep {
        constructor(properties?: net.msg_chat_room_del_msg_rep.$Properties);
        $unknowns?: Uint8Array[];
        result: number;
        roomkey: number;
        msgno: number;
        static create(properties: net.msg_chat_room_del_msg_rep.$Shape): net.msg_chat_room_del_msg_rep & net.msg_chat_room_del_msg_rep.$Shape;
        static create(properties?: net.msg_chat_room_del_msg_rep.$Properties): net.msg_chat_room_del_msg_rep;
        static encode(message: net.msg_chat_room_del_msg_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_chat_room_del_msg_rep & net.msg_chat_room_del_msg_rep.$Shape;
    }

    namespace msg_chat_room_del_msg_rep {
        interface $Properties {
            result?: (number|null);
            roomkey?: (number|null);
            msgno?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_chat_room_del_msg_rep.$Properties;
    }

    interface Imsg_chat_room_history_req extends net.msg_chat_room_history_req.$Properties {
    }

    class msg_chat_room_history_req {
        constructor(properties?: net.msg_chat_room_history_req.$Properties);
        $unknowns?: Uint8Array[];
        roomkey: number;
        static create(properties: net.msg_chat_room_history_req.$Shape): net.msg_chat_room_history_req & net.msg_chat_room_history_req.$Shape;
        static create(properties?: net.msg_chat_room_history_req.$Properties): net.msg_chat_room_history_req;
        static encode(message: net.msg_chat_room_history_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_chat_room_history_req & net.msg_chat_room_history_req.$Shape;
    }

    namespace msg_chat_room_history_req {
        interface $Properties {
            roomkey?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_chat_room_history_req.$Properties;
    }

    interface Imsg_chat_room_history_rep extends net.msg_chat_room_history_rep.$Properties {
    }

    class msg_chat_room_history_rep {
        constructor(properties?: net.msg_chat_room_history_rep.$Properties);
        $unknowns?: Uint8Array[];
        roomkey: number;
        msg_list: net.chat_msg.$Properties[];
        static create(properties: net.msg_chat_room_history_rep.$Shape): net.msg_chat_room_history_rep & net.msg_chat_room_history_rep.$Shape;
        static create(properties?: net.msg_chat_room_history_rep.$Properties): net.msg_chat_room_history_rep;
        static encode(message: net.msg_chat_room_history_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_chat_room_history_rep & net.msg_chat_room_history_rep.$Shape;
    }

    namespace msg_chat_room_history_rep {
        interface $Properties {
            roomkey?: (number|null);
            msg_list?: (net.chat_msg.$Properties[]|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_chat_room_history_rep.$Properties;
    }

    interface Imsg_chat_room_broadcast_req extends net.msg_chat_room_broadcast_req.$Properties {
    }

    class msg_chat_room_broadcast_req {
        constructor(properties?: net.msg_chat_room_broadcast_req.$Properties);
        $unknowns?: Uint8Array[];
        roomkey: number;
        content: Uint8Array;
        static create(properties: net.msg_chat_room_broadcast_req.$Shape): net.msg_chat_room_broadcast_req & net.msg_chat_room_broadcast_req.$Shape;
        static create(properties?: net.msg_chat_room_broadcast_req.$Properties): net.msg_chat_room_broadcast_req;
        static encode(message: net.msg_chat_room_broadcast_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_chat_room_broadcast_req & net.msg_chat_room_broadcast_req.$Shape;
    }

    namespace msg_chat_room_broadcast_req {
        interface $Properties {
            roomkey?: (number|null);
            content?: (Uint8Array|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_chat_room_broadcast_req.$Properties;
    }

    interface Imsg_chat_room_broadcast_rep extends net.msg_chat_room_broadcast_rep.$Properties {
    }

    class msg_chat_room_broadcast_rep {
        constructor(properties?: net.msg_chat_room_broadcast_rep.$Properties);
        $unknowns?: Uint8Array[];
        result: number;
        static create(properties: net.msg_chat_room_broadcast_rep.$Shape): net.msg_chat_room_broadcast_rep & net.msg_chat_room_broadcast_rep.$Shape;
        static create(properties?: net.msg_chat_room_broadcast_rep.$Properties): net.msg_chat_room_broadcast_rep;
        static encode(message: net.msg_chat_room_broadcast_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_chat_room_broadcast_rep & net.msg_chat_room_broadcast_rep.$Shape;
    }

    namespace msg_chat_room_broadcast_rep {
        interface $Properties {
            result?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_chat_room_broadcast_rep.$Properties;
    }

    interface Imsg_chat_room_ad_req extends net.msg_chat_room_ad_req.$Properties {
    }

    class msg_chat_room_ad_req {
        constructor(properties?: net.msg_chat_room_ad_req.$Properties);
        $unknowns?: Uint8Array[];
        roomkey: number;
        content: Uint8Array;
        channels: number[];
        static create(properties: net.msg_chat_room_ad_req.$Shape): net.msg_chat_room_ad_req & net.msg_chat_room_ad_req.$Shape;
        static create(properties?: net.msg_chat_room_ad_req.$Properties): net.msg_chat_room_ad_req;
        static encode(message: net.msg_chat_room_ad_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_chat_room_ad_req & net.msg_chat_room_ad_req.$Shape;
    }

    namespace msg_chat_room_ad_req {
        interface $Properties {
            roomkey?: (number|null);
            content?: (Uint8Array|null);
            channels?: (number[]|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_chat_room_ad_req.$Properties;
    }

    interface Imsg_chat_room_ad_rep extends net.msg_chat_room_ad_rep.$Properties {
    }

    class msg_chat_room_ad_rep {
        constructor(properties?: net.msg_chat_room_ad_rep.$Properties);
        $unknowns?: Uint8Array[];
        roomkey: number;
        content: Uint8Array;
        static create(properties: net.msg_chat_room_ad_rep.$Shape): net.msg_chat_room_ad_rep & net.msg_chat_room_ad_rep.$Shape;
        static create(properties?: net.msg_chat_room_ad_rep.$Properties): net.msg_chat_room_ad_rep;
        static encode(message: net.msg_chat_room_ad_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_chat_room_ad_rep & net.msg_chat_room_ad_rep.$Shape;
    }

    namespace msg_chat_room_ad_rep {
        interface $Properties {
            roomkey?: (number|null);
            content?: (Uint8Array|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_chat_room_ad_rep.$Properties;
    }

    interface Imsg_forbid_all_rooms_req extends net.msg_forbid_all_rooms_req.$Properties {
    }

    class msg_forbid_all_rooms_req {
        constructor(properties?: net.msg_forbid_all_rooms_req.$Properties);
        $unknowns?: Uint8Array[];
        uid: number;
        is_set: number;
        static create(properties: net.msg_forbid_all_rooms_req.$Shape): net.msg_forbid_all_rooms_req & net.msg_forbid_all_rooms_req.$Shape;
        static create(properties?: net.msg_forbid_all_rooms_req.$Properties): net.msg_forbid_all_rooms_req;
        static encode(message: net.msg_forbid_all_rooms_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_forbid_all_rooms_req & net.msg_forbid_all_rooms_req.$Shape;
    }

    namespace msg_forbid_all_rooms_req {
        interface $Properties {
            uid?: (number|null);
            is_set?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_forbid_all_rooms_req.$Properties;
    }

    interface Imsg_forbid_all_rooms_rep extends net.msg_forbid_all_rooms_rep.$Properties {
    }

    class msg_forbid_all_rooms_rep {
        constructor(properties?: net.msg_forbid_all_rooms_rep.$Properties);
        $unknowns?: Uint8Array[];
        result: number;
        static create(properties: net.msg_forbid_all_rooms_rep.$Shape): net.msg_forbid_all_rooms_rep & net.msg_forbid_all_rooms_rep.$Shape;
        static create(properties?: net.msg_forbid_all_rooms_rep.$Properties): net.msg_forbid_all_rooms_rep;
        static encode(message: net.msg_forbid_all_rooms_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_forbid_all_rooms_rep & net.msg_forbid_all_rooms_rep.$Shape;
    }

    namespace msg_forbid_all_rooms_rep {
        interface $Properties {
            result?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_forbid_all_rooms_rep.$Properties;
    }

    interface Imsg_forbid_state_req extends net.msg_forbid_state_req.$Properties {
    }

    class msg_forbid_state_req {
        constructor(properties?: net.msg_forbid_state_req.$Properties);
        $unknowns?: Uint8Array[];
        uid: number;
        static create(properties: net.msg_forbid_state_req.$Shape): net.msg_forbid_state_req & net.msg_forbid_state_req.$Shape;
        static create(properties?: net.msg_forbid_state_req.$Properties): net.msg_forbid_state_req;
        static encode(message: net.msg_forbid_state_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_forbid_state_req & net.msg_forbid_state_req.$Shape;
    }

    namespace msg_forbid_state_req {
        interface $Properties {
            uid?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_forbid_state_req.$Properties;
    }

    interface Imsg_forbid_state_rep extends net.msg_forbid_state_rep.$Properties {
    }

    class msg_forbid_state_rep {
        constructor(properties?: net.msg_forbid_state_rep.$Properties);
        $unknowns?: Uint8Array[];
        uid: number;
        is_forbid: number;
        static create(properties: net.msg_forbid_state_rep.$Shape): net.msg_forbid_state_rep & net.msg_forbid_state_rep.$Shape;
        static create(properties?: net.msg_forbid_state_rep.$Properties): net.msg_forbid_state_rep;
        static encode(message: net.msg_forbid_state_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_forbid_state_rep & net.msg_forbid_state_rep.$Shape;
    }

    namespace msg_forbid_state_rep {
        interface $Properties {
            uid?: (number|null);
            is_forbid?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_forbid_state_rep.$Properties;
    }

    interface Imsg_forbidden_content_req extends net.msg_forbidden_content_req.$Properties {
    }

    class msg_forbidden_content_req {
        constructor(properties?: net.msg_forbidden_content_req.$Properties);
        $unknowns?: Uint8Array[];
        content: Uint8Array;
        uid: number;
        static create(properties: net.msg_forbidden_content_req.$Shape): net.msg_forbidden_content_req & net.msg_forbidden_content_req.$Shape;
        static create(properties?: net.msg_forbidden_content_req.$Properties): net.msg_forbidden_content_req;
        static encode(message: net.msg_forbidden_content_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_forbidden_content_req & net.msg_forbidden_content_req.$Shape;
    }

    namespace msg_forbidden_content_req {
        interface $Properties {
            content?: (Uint8Array|null);
            uid?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_forbidden_content_req.$Properties;
    }

    interface Imsg_forbidden_content_rep extends net.msg_forbidden_content_rep.$Properties {
    }

    class msg_forbidden_content_rep {
        constructor(properties?: net.msg_forbidden_content_rep.$Properties);
        $unknowns?: Uint8Array[];
        result: number;
        static create(properties: net.msg_forbidden_content_rep.$Shape): net.msg_forbidden_content_rep & net.msg_forbidden_content_rep.$Shape;
        static create(properties?: net.msg_forbidden_content_rep.$Properties): net.msg_forbidden_content_rep;
        static encode(message: net.msg_forbidden_content_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_forbidden_content_rep & net.msg_forbidden_content_rep.$Shape;
    }

    namespace msg_forbidden_content_rep {
        interface $Properties {
            result?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_forbidden_content_rep.$Properties;
    }

    interface Imsg_chat_room_admin_list_req extends net.msg_chat_room_admin_list_req.$Properties {
    }

    class msg_chat_room_admin_list_req {
        constructor(properties?: net.msg_chat_room_admin_list_req.$Properties);
        $unknowns?: Uint8Array[];
        roomkey: number;
        static create(properties: net.msg_chat_room_admin_list_req.$Shape): net.msg_chat_room_admin_list_req & net.msg_chat_room_admin_list_req.$Shape;
        static create(properties?: net.msg_chat_room_admin_list_req.$Properties): net.msg_chat_room_admin_list_req;
        static encode(message: net.msg_chat_room_admin_list_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_chat_room_admin_list_req & net.msg_chat_room_admin_list_req.$Shape;
    }

    namespace msg_chat_room_admin_list_req {
        interface $Properties {
            roomkey?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_chat_room_admin_list_req.$Properties;
    }

    interface Imsg_chat_room_admin_list_rep extends net.msg_chat_room_admin_list_rep.$Properties {
    }

    class msg_chat_room_admin_list_rep {
        constructor(properties?: net.msg_chat_room_admin_list_rep.$Properties);
        $unknowns?: Uint8Array[];
        roomkey: number;
        users: net.base_info.$Properties[];
        static create(properties: net.msg_chat_room_admin_list_rep.$Shape): net.msg_chat_room_admin_list_rep & net.msg_chat_room_admin_list_rep.$Shape;
        static create(properties?: net.msg_chat_room_admin_list_rep.$Properties): net.msg_chat_room_admin_list_rep;
        static encode(message: net.msg_chat_room_admin_list_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_chat_room_admin_list_rep & net.msg_chat_room_admin_list_rep.$Shape;
    }

    namespace msg_chat_room_admin_list_rep {
        interface $Properties {
            roomkey?: (number|null);
            users?: (net.base_info.$Properties[]|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_chat_room_admin_list_rep.$Properties;
    }

    interface Imsg_get_forbid_words_req extends net.msg_get_forbid_words_req.$Properties {
    }

    class msg_get_forbid_words_req {
        constructor(properties?: net.msg_get_forbid_words_req.$Properties);
        $unknowns?: Uint8Array[];
        static create(properties: net.msg_get_forbid_words_req.$Shape): net.msg_get_forbid_words_req & net.msg_get_forbid_words_req.$Shape;
        static create(properties?: net.msg_get_forbid_words_req.$Properties): net.msg_get_forbid_words_req;
        static encode(message: net.msg_get_forbid_words_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_get_forbid_words_req & net.msg_get_forbid_words_req.$Shape;
    }

    namespace msg_get_forbid_words_req {
        interface $Properties {
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_get_forbid_words_req.$Properties;
    }

    interface Imsg_get_forbid_words_rep extends net.msg_get_forbid_words_rep.$Properties {
    }

    class msg_get_forbid_words_rep {
        constructor(properties?: net.msg_get_forbid_words_rep.$Properties);
        $unknowns?: Uint8Array[];
        forbidlist: Uint8Array[];
        static create(properties: net.msg_get_forbid_words_rep.$Shape): net.msg_get_forbid_words_rep & net.msg_get_forbid_words_rep.$Shape;
        static create(properties?: net.msg_get_forbid_words_rep.$Properties): net.msg_get_forbid_words_rep;
        static encode(message: net.msg_get_forbid_words_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_get_forbid_words_rep & net.msg_get_forbid_words_rep.$Shape;
    }

    namespace msg_get_forbid_words_rep {
        interface $Properties {
            forbidlist?: (Uint8Array[]|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_get_forbid_words_rep.$Properties;
    }

    interface Imsg_modify_forbid_words_req extends net.msg_modify_forbid_words_req.$Properties {
    }

    class msg_modify_forbid_words_req {
        constructor(properties?: net.msg_modify_forbid_words_req.$Properties);
        $unknowns?: Uint8Array[];
        content: Uint8Array;
        optype: number;
        static create(properties: net.msg_modify_forbid_words_req.$Shape): net.msg_modify_forbid_words_req & net.msg_modify_forbid_words_req.$Shape;
        static create(properties?: net.msg_modify_forbid_words_req.$Properties): net.msg_modify_forbid_words_req;
        static encode(message: net.msg_modify_forbid_words_req.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_modify_forbid_words_req & net.msg_modify_forbid_words_req.$Shape;
    }

    namespace msg_modify_forbid_words_req {
        interface $Properties {
            content?: (Uint8Array|null);
            optype?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_modify_forbid_words_req.$Properties;
    }

    interface Imsg_modify_forbid_words_rep extends net.msg_modify_forbid_words_rep.$Properties {
    }

    class msg_modify_forbid_words_rep {
        constructor(properties?: net.msg_modify_forbid_words_rep.$Properties);
        $unknowns?: Uint8Array[];
        result: number;
        content: Uint8Array;
        optype: number;
        static create(properties: net.msg_modify_forbid_words_rep.$Shape): net.msg_modify_forbid_words_rep & net.msg_modify_forbid_words_rep.$Shape;
        static create(properties?: net.msg_modify_forbid_words_rep.$Properties): net.msg_modify_forbid_words_rep;
        static encode(message: net.msg_modify_forbid_words_rep.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_modify_forbid_words_rep & net.msg_modify_forbid_words_rep.$Shape;
    }

    namespace msg_modify_forbid_words_rep {
        interface $Properties {
            result?: (number|null);
            content?: (Uint8Array|null);
            optype?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_modify_forbid_words_rep.$Properties;
    }

    interface Imsg_join_chat_room_notify extends net.msg_join_chat_room_notify.$Properties {
    }

    class msg_join_chat_room_notify {
        constructor(properties?: net.msg_join_chat_room_notify.$Properties);
        $unknowns?: Uint8Array[];
        roomkey: number;
        base_data?: (net.base_info.$Properties|null);
        static create(properties: net.msg_join_chat_room_notify.$Shape): net.msg_join_chat_room_notify & net.msg_join_chat_room_notify.$Shape;
        static create(properties?: net.msg_join_chat_room_notify.$Properties): net.msg_join_chat_room_notify;
        static encode(message: net.msg_join_chat_room_notify.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_join_chat_room_notify & net.msg_join_chat_room_notify.$Shape;
    }

    namespace msg_join_chat_room_notify {
        interface $Properties {
            roomkey?: (number|null);
            base_data?: (net.base_info.$Properties|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_join_chat_room_notify.$Properties;
    }

    interface Imsg_chat_room_usercnt_notify extends net.msg_chat_room_usercnt_notify.$Properties {
    }

    class msg_chat_room_usercnt_notify {
        constructor(properties?: net.msg_chat_room_usercnt_notify.$Properties);
        $unknowns?: Uint8Array[];
        roomkey: number;
        usercnt: number;
        static create(properties: net.msg_chat_room_usercnt_notify.$Shape): net.msg_chat_room_usercnt_notify & net.msg_chat_room_usercnt_notify.$Shape;
        static create(properties?: net.msg_chat_room_usercnt_notify.$Properties): net.msg_chat_room_usercnt_notify;
        static encode(message: net.msg_chat_room_usercnt_notify.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_chat_room_usercnt_notify & net.msg_chat_room_usercnt_notify.$Shape;
    }

    namespace msg_chat_room_usercnt_notify {
        interface $Properties {
            roomkey?: (number|null);
            usercnt?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_chat_room_usercnt_notify.$Properties;
    }

    interface Imsg_chat_room_msg_notify extends net.msg_chat_room_msg_notify.$Properties {
    }

    class msg_chat_room_msg_notify {
        constructor(properties?: net.msg_chat_room_msg_notify.$Properties);
        $unknowns?: Uint8Array[];
        roomkey: number;
        msg_info?: (net.chat_msg.$Properties|null);
        static create(properties: net.msg_chat_room_msg_notify.$Shape): net.msg_chat_room_msg_notify & net.msg_chat_room_msg_notify.$Shape;
        static create(properties?: net.msg_chat_room_msg_notify.$Properties): net.msg_chat_room_msg_notify;
        static encode(message: net.msg_chat_room_msg_notify.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_chat_room_msg_notify & net.msg_chat_room_msg_notify.$Shape;
    }

    namespace msg_chat_room_msg_notify {
        interface $Properties {
            roomkey?: (number|null);
            msg_info?: (net.chat_msg.$Properties|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_chat_room_msg_notify.$Properties;
    }

    interface Imsg_oper_result_notify extends net.msg_oper_result_notify.$Properties {
    }

    class msg_oper_result_notify {
        constructor(properties?: net.msg_oper_result_notify.$Properties);
        $unknowns?: Uint8Array[];
        result: number;
        content: Uint8Array;
        optype: number;
        static create(properties: net.msg_oper_result_notify.$Shape): net.msg_oper_result_notify & net.msg_oper_result_notify.$Shape;
        static create(properties?: net.msg_oper_result_notify.$Properties): net.msg_oper_result_notify;
        static encode(message: net.msg_oper_result_notify.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_oper_result_notify & net.msg_oper_result_notify.$Shape;
    }

    namespace msg_oper_result_notify {
        interface $Properties {
            result?: (number|null);
            content?: (Uint8Array|null);
            optype?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_oper_result_notify.$Properties;
    }

    interface Imsg_red_dot_notify extends net.msg_red_dot_notify.$Properties {
    }

    class msg_red_dot_notify {
        constructor(properties?: net.msg_red_dot_notify.$Properties);
        $unknowns?: Uint8Array[];
        red?: (net.red_info.$Properties|null);
        static create(properties: net.msg_red_dot_notify.$Shape): net.msg_red_dot_notify & net.msg_red_dot_notify.$Shape;
        static create(properties?: net.msg_red_dot_notify.$Properties): net.msg_red_dot_notify;
        static encode(message: net.msg_red_dot_notify.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_red_dot_notify & net.msg_red_dot_notify.$Shape;
    }

    namespace msg_red_dot_notify {
        interface $Properties {
            red?: (net.red_info.$Properties|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_red_dot_notify.$Properties;
    }

    interface Imsg_login_elsewhere_notify extends net.msg_login_elsewhere_notify.$Properties {
    }

    class msg_login_elsewhere_notify {
        constructor(properties?: net.msg_login_elsewhere_notify.$Properties);
        $unknowns?: Uint8Array[];
        deviceid: string;
        static create(properties: net.msg_login_elsewhere_notify.$Shape): net.msg_login_elsewhere_notify & net.msg_login_elsewhere_notify.$Shape;
        static create(properties?: net.msg_login_elsewhere_notify.$Properties): net.msg_login_elsewhere_notify;
        static encode(message: net.msg_login_elsewhere_notify.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_login_elsewhere_notify & net.msg_login_elsewhere_notify.$Shape;
    }

    namespace msg_login_elsewhere_notify {
        interface $Properties {
            deviceid?: (string|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_login_elsewhere_notify.$Properties;
    }

    interface Imsg_group_list_notify extends net.msg_group_list_notify.$Properties {
    }

    class msg_group_list_notify {
        constructor(properties?: net.msg_group_list_notify.$Properties);
        $unknowns?: Uint8Array[];
        grouplist: net.group_base_info.$Properties[];
        static create(properties: net.msg_group_list_notify.$Shape): net.msg_group_list_notify & net.msg_group_list_notify.$Shape;
        static create(properties?: net.msg_group_list_notify.$Properties): net.msg_group_list_notify;
        static encode(message: net.msg_group_list_notify.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_group_list_notify & net.msg_group_list_notify.$Shape;
    }

    namespace msg_group_list_notify {
        interface $Properties {
            grouplist?: (net.group_base_info.$Properties[]|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_group_list_notify.$Properties;
    }

    interface Imsg_group_oper_notify extends net.msg_group_oper_notify.$Properties {
    }

    class msg_group_oper_notify {
        constructor(properties?: net.msg_group_oper_notify.$Properties);
        $unknowns?: Uint8Array[];
        groupkey: number;
        opertype: number;
        static create(properties: net.msg_group_oper_notify.$Shape): net.msg_group_oper_notify & net.msg_group_oper_notify.$Shape;
        static create(properties?: net.msg_group_oper_notify.$Properties): net.msg_group_oper_notify;
        static encode(message: net.msg_group_oper_notify.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_group_oper_notify & net.msg_group_oper_notify.$Shape;
    }

    namespace msg_group_oper_notify {
        interface $Properties {
            groupkey?: (number|null);
            opertype?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_group_oper_notify.$Properties;
    }

    interface Imsg_friend_handled_notify extends net.msg_friend_handled_notify.$Properties {
    }

    class msg_friend_handled_notify {
        constructor(properties?: net.msg_friend_handled_notify.$Properties);
        $unknowns?: Uint8Array[];
        friend_info?: (net.base_info.$Properties|null);
        static create(properties: net.msg_friend_handled_notify.$Shape): net.msg_friend_handled_notify & net.msg_friend_handled_notify.$Shape;
        static create(properties?: net.msg_friend_handled_notify.$Properties): net.msg_friend_handled_notify;
        static encode(message: net.msg_friend_handled_notify.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_friend_handled_notify & net.msg_friend_handled_notify.$Shape;
    }

    namespace msg_friend_handled_notify {
        interface $Properties {
            friend_info?: (net.base_info.$Properties|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_friend_handled_notify.$Properties;
    }

    interface Imsg_group_member_list_notify extends net.msg_group_member_list_notify.$Properties {
    }

    class msg_group_member_list_notify {
        constructor(properties?: net.msg_group_member_list_notify.$Properties);
        $unknowns?: Uint8Array[];
        groupkey: number;
        isfirst: number;
        users: net.base_info.$Properties[];
        static create(properties: net.msg_group_member_list_notify.$Shape): net.msg_group_member_list_notify & net.msg_group_member_list_notify.$Shape;
        static create(properties?: net.msg_group_member_list_notify.$Properties): net.msg_group_member_list_notify;
        static encode(message: net.msg_group_member_list_notify.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_group_member_list_notify & net.msg_group_member_list_notify.$Shape;
    }

    namespace msg_group_member_list_notify {
        interface $Properties {
            groupkey?: (number|null);
            isfirst?: (number|null);
            users?: (net.base_info.$Properties[]|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_group_member_list_notify.$Properties;
    }

    interface Imsg_rate_notify extends net.msg_rate_notify.$Properties {
    }

    class msg_rate_notify {
        constructor(properties?: net.msg_rate_notify.$Properties);
        $unknowns?: Uint8Array[];
        ratelist: net.rate_info.$Properties[];
        static create(properties: net.msg_rate_notify.$Shape): net.msg_rate_notify & net.msg_rate_notify.$Shape;
        static create(properties?: net.msg_rate_notify.$Properties): net.msg_rate_notify;
        static encode(message: net.msg_rate_notify.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_rate_notify & net.msg_rate_notify.$Shape;
    }

    namespace msg_rate_notify {
        interface $Properties {
            ratelist?: (net.rate_info.$Properties[]|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_rate_notify.$Properties;
    }

    interface Imsg_pc_flow_notify extends net.msg_pc_flow_notify.$Properties {
    }

    class msg_pc_flow_notify {
        constructor(properties?: net.msg_pc_flow_notify.$Properties);
        $unknowns?: Uint8Array[];
        pcflow: Uint8Array;
        static create(properties: net.msg_pc_flow_notify.$Shape): net.msg_pc_flow_notify & net.msg_pc_flow_notify.$Shape;
        static create(properties?: net.msg_pc_flow_notify.$Properties): net.msg_pc_flow_notify;
        static encode(message: net.msg_pc_flow_notify.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_pc_flow_notify & net.msg_pc_flow_notify.$Shape;
    }

    namespace msg_pc_flow_notify {
        interface $Properties {
            pcflow?: (Uint8Array|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_pc_flow_notify.$Properties;
    }

    interface Imsg_pc_data_notify extends net.msg_pc_data_notify.$Properties {
    }

    class msg_pc_data_notify {
        constructor(properties?: net.msg_pc_data_notify.$Properties);
        $unknowns?: Uint8Array[];
        uid: number;
        static create(properties: net.msg_pc_data_notify.$Shape): net.msg_pc_data_notify & net.msg_pc_data_notify.$Shape;
        static create(properties?: net.msg_pc_data_notify.$Properties): net.msg_pc_data_notify;
        static encode(message: net.msg_pc_data_notify.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_pc_data_notify & net.msg_pc_data_notify.$Shape;
    }

    namespace msg_pc_data_notify {
        interface $Properties {
            uid?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_pc_data_notify.$Properties;
    }

    interface Imsg_friend_state_notify extends net.msg_friend_state_notify.$Properties {
    }

    class msg_friend_state_notify {
        constructor(properties?: net.msg_friend_state_notify.$Properties);
        $unknowns?: Uint8Array[];
        flist: net.friend_state_info.$Properties[];
        isfirst: number;
        isend: number;
        static create(properties: net.msg_friend_state_notify.$Shape): net.msg_friend_state_notify & net.msg_friend_state_notify.$Shape;
        static create(properties?: net.msg_friend_state_notify.$Properties): net.msg_friend_state_notify;
        static encode(message: net.msg_friend_state_notify.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_friend_state_notify & net.msg_friend_state_notify.$Shape;
    }

    namespace msg_friend_state_notify {
        interface $Properties {
            flist?: (net.friend_state_info.$Properties[]|null);
            isfirst?: (number|null);
            isend?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_friend_state_notify.$Properties;
    }

    interface Imsg_server_msgbox_notify extends net.msg_server_msgbox_notify.$Properties {
    }

    class msg_server_msgbox_notify {
        constructor(properties?: net.msg_server_msgbox_notify.$Properties);
        $unknowns?: Uint8Array[];
        content: Uint8Array;
        static create(properties: net.msg_server_msgbox_notify.$Shape): net.msg_server_msgbox_notify & net.msg_server_msgbox_notify.$Shape;
        static create(properties?: net.msg_server_msgbox_notify.$Properties): net.msg_server_msgbox_notify;
        static encode(message: net.msg_server_msgbox_notify.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_server_msgbox_notify & net.msg_server_msgbox_notify.$Shape;
    }

    namespace msg_server_msgbox_notify {
        interface $Properties {
            content?: (Uint8Array|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_server_msgbox_notify.$Properties;
    }

    interface Imsg_voice_call_notify extends net.msg_voice_call_notify.$Properties {
    }

    class msg_voice_call_notify {
        constructor(properties?: net.msg_voice_call_notify.$Properties);
        $unknowns?: Uint8Array[];
        srcuid: number;
        destuid: number;
        state: number;
        chatkey: (number|Long);
        token: string;
        calltype: number;
        static create(properties: net.msg_voice_call_notify.$Shape): net.msg_voice_call_notify & net.msg_voice_call_notify.$Shape;
        static create(properties?: net.msg_voice_call_notify.$Properties): net.msg_voice_call_notify;
        static encode(message: net.msg_voice_call_notify.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_voice_call_notify & net.msg_voice_call_notify.$Shape;
    }

    namespace msg_voice_call_notify {
        interface $Properties {
            srcuid?: (number|null);
            destuid?: (number|null);
            state?: (number|null);
            chatkey?: (number|Long|null);
            token?: (string|null);
            calltype?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_voice_call_notify.$Properties;
    }

    interface Imsg_voice_data_notify extends net.msg_voice_data_notify.$Properties {
    }

    class msg_voice_data_notify {
        constructor(properties?: net.msg_voice_data_notify.$Properties);
        $unknowns?: Uint8Array[];
        srcuid: number;
        chatkey: (number|Long);
        voice_data: Uint8Array;
        ptime: number;
        static create(properties: net.msg_voice_data_notify.$Shape): net.msg_voice_data_notify & net.msg_voice_data_notify.$Shape;
        static create(properties?: net.msg_voice_data_notify.$Properties): net.msg_voice_data_notify;
        static encode(message: net.msg_voice_data_notify.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_voice_data_notify & net.msg_voice_data_notify.$Shape;
    }

    namespace msg_voice_data_notify {
        interface $Properties {
            srcuid?: (number|null);
            chatkey?: (number|Long|null);
            voice_data?: (Uint8Array|null);
            ptime?: (number|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_voice_data_notify.$Properties;
    }

    interface Imsg_new_order_notify extends net.msg_new_order_notify.$Properties {
    }

    class msg_new_order_notify {
        constructor(properties?: net.msg_new_order_notify.$Properties);
        $unknowns?: Uint8Array[];
        uid: number;
        orderid: string;
        static create(properties: net.msg_new_order_notify.$Shape): net.msg_new_order_notify & net.msg_new_order_notify.$Shape;
        static create(properties?: net.msg_new_order_notify.$Properties): net.msg_new_order_notify;
        static encode(message: net.msg_new_order_notify.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;
        static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): net.msg_new_order_notify & net.msg_new_order_notify.$Shape;
    }

    namespace msg_new_order_notify {
        interface $Properties {
            uid?: (number|null);
            orderid?: (string|null);
            $unknowns?: Uint8Array[];
        }
        type $Shape = net.msg_new_order_notify.$Properties;
    }
}

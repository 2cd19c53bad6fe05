// Hand-written rules text (our own words, both languages, seed notation: "N advantages", "N🎲")
// for the parts of items the dataset keeps only as free text. Keys: "<itemId>#<attackIndex>" for
// attacks, "<itemId>#use<n>:attack" / "<itemId>#passive<n>:attack" for the riders of attacks inside uses and
// passive effects (now structured attacks: the use/passive note then only points at "the “use” attack above"
// instead of repeating it), "<itemId>#use<n>" for activated uses, "<itemId>#use<n>:req" for use requirements,
// "<itemId>#passive<n>" for passive effects, "<itemId>#item" for notes / equip requirements / spoilage text.
// The generator fails when a free-text part has no note, and when a note is never used.

import { W } from "./common.mjs";

const SPLASH = (front) => W(
  `随后，受击者2步内${front ? "且在你前方" : ""}的其他所有生物（你除外）各受到一次对强壮的物理攻击（可闪避），骰数等于上面那次攻击投骰中得0点的骰子数。`,
  `Then every other creature within 2 steps of the target${front ? " and in front of you" : ""} (not you) suffers a physical attack to Might (dodge) rolling as many dice as scored 0 points in the attack roll above.`,
);
/** A weapon-master insignia's use: the next attack of one mode (近战攻击 / 远程攻击) with one kind this round. */
const INSIGNIA = (kindZh, kindEn, advantages, extraZh = "", extraEn = "", mode = "melee") => W(
  `本轮中你下一次用${kindZh}进行的${mode === "melee" ? "近战攻击" : "远程攻击"}投骰获得${advantages}个优势${extraZh}。`,
  `Your next ${mode} attack with ${kindEn} this round gets ${advantages} advantages${extraEn}.`,
);
const TIPSY = (success) => W(
  `饮用后投强壮/精神孰低🎲进行难度1的尝试以保持清醒：${success ? "成功则1小时内强壮+1；" : ""}失败则1小时内你的所有投骰带1个劣势。`,
  `After drinking, make a difficulty 1 attempt with your Might/Spirit dice (take lower) to stay sober: ${success ? "on a success Might is +1 for 1 hour; " : ""}on a failure all your rolls have 1 disadvantage for 1 hour.`,
);

/** Notes for attack extras and unstructured on-hit effects. */
const ATTACK = {
  "9mm-submachine-gun#1": [SPLASH(true)],
  "repeating-crossbow#0": [SPLASH(false)],
  "aifeis-bird-head-knife#1": [W("投出后这把刀会飞回你手中。", "After the throw the knife flies back to your hand.")],
  "bee-stinger#0": [W("命中后你立即失去1颗强壮骰，蜂刺随之销毁；被命中者在自己接下来3个回合开始时各失去1颗活力骰（每次蛰刺分别计算）。", "On a hit you lose 1 Might die at once and the stinger is destroyed; the target loses 1 Energy die at the start of each of its next 3 turns (every sting counts separately).")],
  "blue-rose-hammer#0": [W("被命中的生物立即失去1⚡，且直到下一轮结束前最大机动−1（同一生物每轮最多受此影响1次）。", "A creature hit loses 1⚡ at once and has −1 max mobility until the end of the next round (1× per round for the same creature).")],
  "bolas#1": [W("命中后目标须以活力骰进行难度2的尝试，失败则被缠住并倒地；被缠住者要花3⚡战术挣脱，否则不能改变姿势。", "On a hit the target makes a difficulty 2 Energy-dice attempt; on a failure it is entangled and falls prone, and cannot change posture until it spends a 3⚡ tactic to get free.")],
  "cryo-grenade#0": [W("爆炸把落点半径1步的圆形区域变成严寒环境；被命中的生物直到下一轮结束前不能采取任何行动。", "The blast turns a circle of radius 1 around the point freezing; creatures hit can take no action until the end of the next round.")],
  "destroyer-gauntlet#0": [W("用它破坏物体时，攻击投骰获得3个优势。", "3 advantages on the attack roll when breaking an object.")],
  "pickaxe#0": [W("用它破坏物体时，攻击投骰获得2个优势。", "2 advantages on the attack roll when breaking an object.")],
  "ero-hannas-deadly-greeting#0": [W("若受击者没有发现你，此次攻击穿透它的全部防护。", "If the target has not perceived you, the attack penetrates all its protection.")],
  // the blast the source describes is the attack's own area, which the attack line already names
  "fragmentation-grenade#0": [],
  "mystralberyl#0": [],
  "radiant-greatsword#0": [W("命中后，受击者3步内的其他所有生物（你除外）各受到一次对活力的3🎲侵蚀攻击（可抵抗）。", "After a hit, every other creature within 3 steps of the target (not you) suffers a 3🎲 erosion attack to Energy (resist).")],
  "shotgun#1": [W("对距你不足6步的生物：穿透1、伤害+2，且命中后将其击退3步。", "Against creatures closer than 6 steps: penetration 1, damage +2, and a hit knocks them back 3 steps.")],
  "uturs-spear#1": [W("命中后，攻击投骰中每有一颗骰面为2的骰子，就再投1颗骰并把其点数加到伤害上（追加的骰子不再触发此效果）。", "On a hit, for every attack die showing a 2, roll one more die and add its points to the damage (the added dice do not trigger this again).")],
  "fire-worm-slime#0": [W("在燃烧地面上开始自己回合的生物受到一次此攻击；穿过燃烧地面的生物每移动1步受到一次。", "A creature starting its turn on the burning ground suffers this attack once; a creature moving through it suffers it for every step.")],
  "blue-rose-hammer#use0:attack": [W("被命中者立即失去1⚡。", "Creatures hit lose 1⚡ at once.")],
  "doomrend-battleaxe#use0:attack": [W("被命中者被击退3步并倒地。", "Creatures hit are knocked back 3 steps and fall prone.")],
  "footless-rabbit-charm#use0:attack": [W("仅在使用时投出骰面4时发生，与另两次（强壮、活力、精神各一次）一同进行；若6步内没有其他生物，改由你自己承受。", "Happens only when the use roll shows a 4, together with the other two (one each against Might, Energy and Spirit); if no other creature is within 6 steps, you suffer it yourself.")],
  "scarlet-sister-cloak#use0:attack": [W("你可以把精神骰加进这次攻击投骰，但投完后这些精神骰被移除。", "You may add your Spirit dice to its roll, but those Spirit dice are removed afterwards.")],
  "thorn-armor#passive0:attack": [W("每轮你第一次受到近战攻击时，自动对该攻击者发动，不花⚡。", "Triggers by itself against the attacker the first time each round you suffer a melee attack; costs no ⚡.")],
  "mist-of-konovanda#passive0:attack": [W("每当你受到攻击且攻击者在你3步内时，雾气自动对它发动此攻击，不花⚡。", "Whenever a creature within 3 steps attacks you, the mist makes this attack against it by itself; costs no ⚡.")],
};

/**
 * A use whose whole effect is the "use" attack listed with the attacks (its riders are that attack's notes): the
 * description shows the attack once and no separate use line repeating its cost and limit.
 */
export const ATTACK_ONLY = Object.freeze(W("", ""));

/** Notes for activated uses (what the use does beyond its cost, trigger and limit). */
const USE = {
  "blue-rose-hammer#use0": ATTACK_ONLY,
  "destroyer-gauntlet#use0": W("若该攻击命中，震波对受击者相邻的所有生物（你除外）与物体进行上面列出的「使用」攻击。", "If it hits, a shockwave makes the “use” attack above against every creature (not you) and object adjacent to the target."),
  "doomrend-battleaxe#use0": ATTACK_ONLY,
  "soulfang-dagger#use0": ATTACK_ONLY,
  "ero-hannas-deadly-greeting#use0": W("你立即瞬移至多6步，终点必须紧贴某个生物的背后。", "You teleport up to 6 steps and must end adjacent to a creature, behind it."),
  "eternal-quicksilver#use0": W("触碰一件轻型武器（天生武器与魔法武器除外），流银化为它的形态，此后可像该武器一样装备并用于近战攻击；以这种形态攻击时攻击投骰获得3个优势，并附加灵异攻击类型。再次使用可重新变形。", "Touch a light weapon (not a natural or magic one): the quicksilver takes its shape and can then be equipped and used for melee attacks like it; attacks with it get 3 advantages and add the occult type. Use it again to reshape it."),
  "pink-fluffy-bunny-of-death#use0": W("命中后你获得3点潜能。", "After the hit you gain 3 potential."),
  "pink-fluffy-bunny-of-death#use0:req": W("使用时须像施展咒语一样高声宣告：对方死在了这只粉红毛兔兔手下。", "You must announce aloud, as when casting Vocal Magic, that your victim falls to the pink fluffy bunny."),
  "runic-greatsword#use0": W("从以下效果中选一项激活，持续到瞬息过程结束，只在装备此剑时生效（其他人装备此剑则继承该效果）：其近战攻击改为真实攻击；或其近战攻击命中后你恢复1颗任意属性骰；或用它格挡时获得3个优势，且能格挡任何攻击（包括原本不可格挡的）。", "Choose one effect; it lasts until the Moment ends while the sword is equipped (whoever equips it inherits it): its melee attacks become true attacks; or a melee hit with it restores 1 attribute die of your choice; or blocks with it get 3 advantages and can block any attack, even one that normally cannot be blocked."),
  "shadow-slaughter-dagger#use0": W("命中后你恢复1颗任意属性骰。", "On a hit you restore 1 attribute die of your choice."),
  "sword-of-va-herman#use0": W("你和6步内所有友善生物各恢复2颗任意属性骰。", "You and every friendly creature within 6 steps each restore 2 attribute dice of your choice."),
  "torch#use0": W("点燃后照亮9步内的范围，累计燃烧1小时后耗尽；可随时花3⚡战术熄灭，强风、真空或水中会熄灭。点燃时用它近战攻击，攻击类型增加侵蚀。", "Lit, it lights everything within 9 steps and burns 1 hour in total before it is used up; put it out at any time with a 3⚡ tactic; strong wind, vacuum or water puts it out. While lit, its melee attacks also deal erosion."),
  "torch#use0:req": W("须用明火点燃。", "Needs an open flame to light."),
  "unshakable-staff#use0": W("以你为中心展开半径2步的力场，把周围所有生物（虚体生物除外）推出力场。力场随你移动，持续到3轮后你的回合结束；其边缘是阻挡移动的障碍，并挡下所有从外面射入的物理攻击（含带物理类型的混合攻击）。", "A force sphere of radius 2 springs up around you and pushes every creature (except incorporeal ones) out. It moves with you until the end of your turn 3 rounds later; its edge blocks movement and stops every physical attack (mixed attacks with a physical part included) coming from outside."),
  "blink-boots#use0": W("你立即瞬移到6步内一处你能感知的位置。", "You teleport to a place you can perceive within 6 steps."),
  "harlequin-mask#use0": W("与9步内1个生物进行精神骰对抗；你赢则它跳过自己的下一个回合（回合开始与结束时的效果仍照常处理）。", "Make a Spirit-dice contest with a creature within 9 steps; if you win it skips its next turn (effects at the start and end of that turn still happen)."),
  "helm-of-courage#use0": W("这次投骰获得3个优势。", "That roll gets 3 advantages."),
  "konovandas-shadow-skin#use0": W("直到下一轮结束前，你免疫物理、侵蚀与灵异攻击。", "Until the end of the next round you are immune to physical, erosion and occult attacks."),
  "mage-gold-thread-vestment#use0": W("可重投这次施展投骰中至多3颗骰子。", "Re-roll up to 3 dice of that casting roll."),
  "spirit-rune-mask#use0": W("可重投其中至多3颗骰子。", "Re-roll up to 3 of its dice."),
  "wanderers-soft-boots#use0": W("直到下一轮结束前，你的移动速度+1，且不会被击退。", "Until the end of the next round your speed is +1 and you cannot be knocked back."),
  "winged-helm-of-valor#use0": W("你每失去1颗属性骰，这次攻击投骰就获得1个优势。", "1 advantage on the attack roll for every attribute die you have lost."),
  "amulet-of-palankai#use0": W("3步内1个生物恢复1颗由你选定的属性骰。", "A creature within 3 steps restores 1 attribute die of your choice."),
  "anklet-of-haste#use0": W("直到下一轮结束前，你的移动速度+1，且不受困难移动影响。", "Until the end of the next round your speed is +1 and difficult terrain does not slow you."),
  "belt-of-steadiness#use0": W("直到下一轮结束前，你的格挡投骰获得3个优势。", "Until the end of the next round your block rolls get 3 advantages."),
  "cheetah-cloak#use0": W("把你在先手顺序中的位置改到任意处（一次）。", "Move yourself to any place you like in the initiative order (once)."),
  "costo-gowos-talisman#use0": W("你立即恢复2颗任意属性骰，并且直到下一轮结束前所有防护+1。", "You restore 2 attribute dice of your choice at once, and all your protections are +1 until the end of the next round."),
  "deflection-necklace#use0": W("一道护能将它完全抵消。", "A flash of protective energy cancels it."),
  "ero-hannas-blink-strike-ring#use0": W("移动后可立即对1个相邻生物进行一次近战攻击，不花⚡且攻击投骰获得5个优势；攻击后还可再移动至多3步，同样不花⚡。", "Afterwards make one melee attack against an adjacent creature at no ⚡ cost with 5 advantages on the attack roll, then move up to 3 more steps, also free."),
  "footless-rabbit-charm#use0": W("投1颗骰看骰面（任何效果都不能改变这个结果）：1 你失去每种属性骰各1颗；2 你失去全部⚡；3 直到下一轮结束前你的所有投骰带3个劣势；4 进行上面列出的三次「使用」攻击（对强壮、活力、精神各一次）；5 直到下一轮结束前你的所有投骰获得3个优势；6 你恢复全部属性骰。", "Roll one die and read its face (nothing can change it): 1 you lose one die of each attribute; 2 you lose all your ⚡; 3 all your rolls have 3 disadvantages until the end of the next round; 4 the three “use” attacks above (one each against Might, Energy and Spirit); 5 all your rolls get 3 advantages until the end of the next round; 6 you restore all your attribute dice."),
  "leaping-anklet#use0": W("攻击结算后你可立即移动至多3步。", "After it resolves you may move up to 3 steps."),
  "legion-sigil#use0": W("本轮结束时你获得一个额外回合，该回合开始时你的⚡重置为最大机动。", "At the end of this round you take an extra turn, starting it with your ⚡ reset to your max mobility."),
  "mystralberyl-pendant#use0": ATTACK_ONLY,
  "mystralberyl-pendant#use1": W("消耗吊坠，立即以0⚡战术施展1个魔法能力；该能力本来须是花费不超过3⚡的战术行动，其他施展条件仍须满足。", "Use up the pendant to cast a magic ability at once as a 0⚡ tactic; the ability must normally be a tactic costing at most 3⚡, and its other requirements still apply."),
  "ring-of-burning#use0": ATTACK_ONLY,
  "scarlet-sister-cloak#use0": ATTACK_ONLY,
  "shadow-slaughter-bracelet#use0": W("这次攻击投骰获得3个优势，且穿透再+3。", "3 advantages on its roll and 3 more penetration."),
  "signet-of-palankai#use0": W("6步内1个生物在自己接下来3个回合开始时各恢复1颗任意属性骰。", "A creature within 6 steps restores 1 attribute die of its choice at the start of each of its next 3 turns."),
  "soul-shifting-bracelet#use0": W("指定3步内1个生物代你承受，它用自己的防护和防御来减免。", "Choose a creature within 3 steps to take it instead, using its own protection and defenses."),
  "starry-bracelet#use0": W("这次施展投骰获得3个优势。", "3 advantages on that casting roll."),
  "throne-amulet#use0": W("你立即获得1⚡，且直到当前瞬息过程结束前最大机动+1。", "You gain 1⚡ at once, and your max mobility is +1 until the current Moment ends."),
  "throne-amulet#use0:req": W("使用时须像施展咒语一样念出它的祷词。", "Using it means speaking its prayer aloud, as when casting Vocal Magic."),
  "weapon-masters-insignia-blade#use0": INSIGNIA("刀剑武器", "a blade", 3),
  "weapon-masters-insignia-impact#use0": INSIGNIA("打击武器", "an impact weapon", 3),
  // printed as the source prints it (挥甩武器, not 长柄武器): docs/seed-audit.md records the reading for the GM
  "weapon-masters-insignia-pole#use0": INSIGNIA("挥甩武器", "a swiping weapon", 3),
  "weapon-masters-insignia-projectile#use0": INSIGNIA("射击武器", "a projectile weapon", 3, "，且最远攻击范围+3步", " and +3 steps maximum range", "ranged"),
  // printed as the source prints it (打击武器, not 盾牌): docs/seed-audit.md records the reading for the GM
  "weapon-masters-insignia-shield#use0": INSIGNIA("打击武器", "an impact weapon", 2, "，命中后伤害+2🎲", " and +2🎲 damage on a hit"),
  "weapon-masters-insignia-swiping#use0": INSIGNIA("挥甩武器", "a swiping weapon", 3, "，且最远攻击范围+1步", " and +1 step maximum range"),
  "weapon-masters-insignia-throwing#use0": W("本轮中你下一次丢掷的远程攻击投骰获得3个优势。", "Your next thrown ranged attack this round gets 3 advantages."),
  "weapon-masters-insignia-wrestle#use0": INSIGNIA("缠斗武器", "a wrestle weapon", 3),
  "ale#use0": TIPSY(true),
  "fruit-wine#use0": TIPSY(false),
  "mulled-wine#use0": TIPSY(false),
  "coffee#use0": W("恢复1颗因困乏失去的精神骰。", "Restores 1 Spirit die lost to exhaustion."),
  "elixir-of-legacy#use0": W("一项受训属性+1（该属性原有的受训值须不超过6）。", "One trained attribute +1 (its trained value must be 6 or less before)."),
  "overdraw-potion#use0": W("10分钟内你的所有投骰获得2个优势；此后6小时内你每小时失去1颗精神骰。", "For 10 minutes all your rolls get 2 advantages; over the next 6 hours you lose 1 Spirit die every hour."),
  "potion-of-regret#use0": W("你可以放弃1个能力，并取回获得与修行它时花费的全部潜能。", "You may renounce one ability and get back all the potential spent to obtain and intensify it."),
  "toad-venom#use0": W("此后你每小时失去1颗活力骰；每小时可用活力骰进行一次累加尝试（难度30），成功则中毒结束。", "From then on you lose 1 Energy die every hour; each hour make a progressive Energy-dice attempt (difficulty 30) — success ends the poisoning."),
  "candle#use0": W("点燃后照亮6步内的范围，累计燃烧2小时后烧尽；可随时花1⚡战术熄灭，强风、真空或水中会自行熄灭。", "Lit, it lights everything within 6 steps and burns 2 hours in total before it is gone; put it out at any time with a 1⚡ tactic; strong wind, vacuum or water puts it out."),
  "candle#use0:req": W("须用火点燃。", "Light it with a flame."),
  "dimensional-box#use0": W("从盒中取出或放入1件物品。盒中物品不计入你的携带量，最多可容纳携带量合计9的物品。", "Take one item out of the box or put one in. Items inside do not count toward your load; it holds up to 9 load."),
  "fragment-of-aio#use0": W("你获得等于3🎲+（骰面求和）的潜能，任何效果都不能改变这次投骰。", "You gain potential equal to a 3🎲+ face sum; nothing can change that roll."),
  "mysterious-character-sheet#use0": W("把你此刻的全部角色资料（特征、能力、属性与属性骰、防护、潜能与实力等，不含物品）记在卡上。", "Record your whole character as it is now — features, abilities, attributes and dice, protections, potential and strength — but not your items."),
  "mysterious-character-sheet#use1": W("你的角色恢复为卡上记录的资料，但保留你现在携带的所有物品。", "Your character reverts to what the card records, keeping every item you carry now."),
  "scroll-of-anchored-teleport#use0": W("在卷轴上记下你当前的位置。", "Record your current location on the scroll."),
  "scroll-of-anchored-teleport#use1": W("你的活力受到一次2🎲真实攻击，然后立即传送到记下的位置；你必须与该位置处于同一时空，否则传送失败；即使因此昏迷或死亡，传送照样完成。", "Your Energy suffers a 2🎲 true attack, then you are teleported to the recorded location at once; you must be in the same time and world as it or the teleport fails, and it happens even if the attack knocks you out or kills you."),
  "wondrous-d20#use0": W("把其中1颗骰子的骰面定为1~20中的任意数。", "Set one of its dice to any face from 1 to 20."),
};

/** Notes for passive effects the dataset keeps as text. */
const PASSIVE = {
  "blood-soaked-dragonhead-shield#passive0": W("用此盾格挡达成完全防御时，立即恢复1颗任意属性骰。", "A complete defense while blocking with this shield restores 1 attribute die of your choice at once."),
  "bulletproof-vest#passive0": W("受到远程攻击时，计算伤害所用的物理防护再+1。", "Against ranged attacks your physical protection counts 1 higher."),
  "grip-boots#passive0": W("步行移动时不受困难移动影响。", "When you walk, difficult terrain does not slow you."),
  "leather-harness-belt#passive0": W("束带上可多挂2件琐碎或轻型武器；装备挂在上面的武器所需的⚡或时间减半。", "The belt holds 2 extra trivial or light weapons; equipping a weapon hung on it takes half the ⚡ or time."),
  "strap-belt#passive0": W("绑带上可多挂1件琐碎或轻型武器；装备挂在上面的武器所需的⚡或时间减半。", "The strap holds 1 extra trivial or light weapon; equipping a weapon hung on it takes half the ⚡ or time."),
  "marauders-armband#passive0": W("你的近战攻击命中时恢复1颗强壮骰，每轮最多1次。", "When your melee attack hits you restore 1 Might die, 1× per round."),
};

/** Notes for item-level text: notes, equip requirements, spoiled-food text. */
const ITEM = {
  "dancing-arrow#item": W("这支箭漂浮在你身边，不妨碍你装备其他武器。", "The arrow floats beside you and does not stop you from equipping other weapons."),
  "full-plate#item": W("穿上或脱下时须有1个友善生物在相邻处援助。", "Putting it on or taking it off needs a friendly creature adjacent to assist."),
  "full-body-shield#item": W("移动时你可以撇下这面盾（视为卸下并丢弃）。被丢下的盾是一处障碍，任何生物都可以走到它旁边，花1⚡战术接手（拾取并装备）。", "While moving you may leave the shield behind (it counts as doffed and discarded). The dropped shield is an obstacle; any creature next to it can take it over with a 1⚡ tactic (pick it up and equip it)."),
  "tactical-knife#item": W("可以当作开锁工具使用。", "Can be used as lockpicking tools."),
  "mage-gold-thread-vestment#item": W("法衣上共镶有6根魔金线，用完即止。", "The robe carries 6 mage-gold threads in all; when they are used up the power is gone."),
  "woven-star-iron#item": W("作为货币时通常按重量计价；这里的价值是每公斤的价值。", "As money it is usually weighed; the value given is per kilogram."),
  "raw-meat#item": W("吃下腐坏的生肉时，改为对强壮进行一次3🎲侵蚀攻击（取代新鲜生肉的那次攻击）。", "Eating spoiled raw meat makes a 3🎲 erosion attack to Might instead of the fresh meat's attack."),
};

const ALL = { ...Object.fromEntries(Object.entries(ATTACK).map(([k, v]) => [k, v])), ...USE, ...PASSIVE, ...ITEM };
const used = new Set();

function take(key) {
  if (!(key in ALL)) return undefined;
  used.add(key);
  return ALL[key];
}

/** Notes for one attack; throws when the attack has free text but no note. */
export function attackNotes(where, extra, unworded) {
  const notes = take(where);
  if ((extra.length || unworded) && !notes) throw new Error(`${where}: attack text has no hand-written note in items-notes.mjs`);
  return notes ?? [];
}

/** The note for a key; `required` = the dataset has free text there (throws when the note is missing). */
export function note(key, required) {
  const n = take(key);
  if (required && !n) throw new Error(`${key}: free text has no hand-written note in items-notes.mjs`);
  return n ?? null;
}

/** Clears the record of used notes (call before a generator run). */
export const resetNotes = () => used.clear();

/** Keys of notes no dataset entry asked for (stale or misspelt). */
export const unusedNotes = () => Object.keys(ALL).filter((k) => !used.has(k));

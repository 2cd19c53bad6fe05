// Hand-written rule notes (our own words) for the features whose rules are prose in the dataset:
// senses and movement modes (what they are, what covers/impairs them, when movement is smooth or
// difficult). Keyed by dataset id; each {zh, en}.

/** @type {Record<string, {zh: string, en: string}>} */
export default {
  "five-senses": {
    zh: "视觉、听觉、嗅觉、味觉与触觉，以视觉分辨形状和位置，大多数生物都具备。不透光的物体会遮蔽它，完全黑暗中无法凭它定位；浑浊朦胧的环境、昏暗或刺眼的光线会干扰它。",
    en: "Sight, hearing, smell, taste and touch, with sight giving shape and position; most creatures have them. Opaque things cover them and total darkness defeats them; murk, haze, dim or glaring light impair them.",
  },
  darkvision: {
    zh: "像五感一样分辨外形和方位，但黑暗不受影响。不透光的物体会遮蔽它；刺眼的光线和茂密的树丛会干扰它。",
    en: "Tells shape and position like the five senses, but works in darkness. Opaque things cover it; glaring light and dense thickets impair it.",
  },
  "night-vision": {
    zh: "借助红外、紫外等不可见光分辨形状与位置，因此在黑暗中也能感知。致密的不透光物体和强光会干扰它。",
    en: "Reads shape and position from infrared, ultraviolet or other unseen light, so it works in the dark. Dense opaque matter and strong light impair it.",
  },
  "life-sense": {
    zh: "清楚地感知范围内的所有生物，但构装、亡灵和虚体生物除外。",
    en: "You clearly sense every creature in range, except constructs, undead and incorporeal creatures.",
  },
  sonar: {
    zh: "持续发出次声波或超声波，凭回声判断物体的位置、形状和质地。吸音材质会遮蔽它，真空中无效；嘈杂环境和紊乱气流会干扰它。",
    en: "You emit infra- or ultrasound and read the echoes for position, shape and texture. Sound-absorbing material covers it and it fails in a vacuum; noise and turbulent air impair it.",
  },
  tremorsense: {
    zh: "接触地面、水体等介质时，凭振动发现物体或生物的动静与方位。吸音材质和断开的间隙会阻隔它；嘈杂环境和松软介质（如沙土）会干扰它。",
    en: "While touching the ground, water or another medium, you perceive the movement and position of things through vibration. Sound-absorbing material and gaps block it; noise and soft media such as sand impair it.",
  },
  walk: {
    zh: "踩着地面移动。下坡为顺畅移动；崎岖、结冰或油滑的地面、沙地沼泽、灌木丛、涉水和上坡为困难移动。可翻越比你矮的障碍或跃过宽度不超过活力的沟壑，按高度或宽度扣除步数（不足1步不计）。",
    en: "Moving on the ground. Downhill is smooth; rough, icy or slick ground, sand, swamp, brush, wading and uphill are difficult. You may climb over obstacles shorter than you or leap gaps no wider than your Energy, paying their height or width in steps (under 1 step is free).",
  },
  climb: {
    zh: "在垂直墙面、陡坡和山壁上移动。借助绳索、登山镐等工具为顺畅移动；倒悬面、湿滑墙面或缺少着力点时为困难移动。",
    en: "Moving on walls, steep slopes and cliffs. With ropes, ice axes or similar gear it is smooth; overhangs, slick walls and poor holds make it difficult.",
  },
  swim: {
    zh: "在液体中朝任意方向移动。顺流为顺畅移动；黏稠液体、湍流和逆流为困难移动。多数会游泳的生物仍须定期浮上换气，否则有溺水危险。",
    en: "Moving through liquid in any direction. With the current it is smooth; thick liquid, rough water and swimming upstream are difficult. Most swimmers must still surface to breathe or risk drowning.",
  },
  fly: {
    zh: "在空中朝任意方向移动。顺风为顺畅移动；紊乱气流或逆风为困难移动。",
    en: "Moving through the air in any direction. With the wind it is smooth; turbulence or a headwind makes it difficult.",
  },
  float: {
    zh: "悬停在地面或水面上方合适高度并水平移动，不接触地面上的东西。顺着气流为顺畅移动，紊乱气流或逆风为困难移动；可越过比你矮的障碍，按障碍高度扣除步数（不足1步不计）。",
    en: "Hovering at a fitting height over ground or water and moving level, never touching what lies below. With the air current it is smooth, in turbulence or a headwind difficult; you may pass over obstacles shorter than you, paying their height in steps (under 1 step is free).",
  },
  burrow: {
    zh: "在地下挖出通道并朝任意方向移动，通常可绕过地面障碍，在终点钻出。松软土质为顺畅移动；冻土、多金属矿石的地层和流沙为困难移动。钻入和钻出处留下的坑洞让行走经过者视为困难移动。",
    en: "Digging a passage and moving underground in any direction, usually bypassing surface obstacles and emerging where you stop. Soft soil is smooth; frozen ground, ore-laden rock and quicksand are difficult. The holes you leave make walking through them difficult.",
  },
  incorporeal: {
    zh: "移动时不会被障碍或其他生物阻挡，也不能阻挡其他生物。",
    en: "Obstacles and creatures do not block your movement, and you cannot block others.",
  },
  fish: {
    zh: "在液体中不会溺水，但离开水可能窒息。",
    en: "You cannot drown in liquid, but may suffocate out of it.",
  },
};

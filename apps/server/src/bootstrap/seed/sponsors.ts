import type { Insertable } from 'kysely';
import type { SponsorsTable } from '../../db/schema-sponsors';

/** Texts of one sponsor in one language: title, subtitle, partnerSubtitle, detail paragraphs. */
type Texts = [title: string, subtitle: string, partnerSubtitle: string, detail: string[]];

interface SponsorSeed {
  id: number;
  kind: 'club' | 'league' | 'archery' | 'esports';
  imageName: string;
  TW: Texts;
  EN: Texts;
  TH: Texts;
}

/**
 * The ten sponsorships of SPEC 2 (football clubs, leagues, an archery team, an
 * e-sports league). Every club, league and team is fictional; the pictures
 * are drawn by assets/sponsors.ts.
 */
export const SPONSORS: SponsorSeed[] = [
  {
    id: 1, kind: 'club', imageName: 'harbourside-fc',
    TW: ['港灣競技足球俱樂部', '百年港都的藍白軍團', '2025-2027 賽季官方主贊助夥伴', ['港灣競技創立於 1921 年，是港都歷史最悠久的職業足球俱樂部，以快速邊路進攻聞名。', '我們的標誌出現在球隊主場球衣胸前，並共同舉辦青訓營，讓更多孩子踏上綠茵場。']],
    EN: ['Harbourside Athletic FC', 'The blue and white of the old port', 'Official main partner, seasons 2025-2027', ['Founded in 1921, Harbourside Athletic is the oldest professional club of the port city, known for its fast wing play.', 'Our name sits on the front of the home shirt, and together we run a youth academy that brings more children onto the pitch.']],
    TH: ['ฮาร์เบอร์ไซด์ แอธเลติก เอฟซี', 'ทัพฟ้าขาวแห่งเมืองท่าเก่า', 'พันธมิตรหลักอย่างเป็นทางการ ฤดูกาล 2025-2027', ['ฮาร์เบอร์ไซด์ แอธเลติกก่อตั้งในปี 1921 เป็นสโมสรอาชีพที่เก่าแก่ที่สุดของเมืองท่า โดดเด่นด้วยเกมริมเส้นที่รวดเร็ว', 'ชื่อของเราอยู่บนหน้าอกเสื้อเหย้า และเราร่วมกันจัดอะคาเดมีเยาวชนเพื่อพาเด็ก ๆ ลงสนามมากขึ้น']],
  },
  {
    id: 2, kind: 'club', imageName: 'northridge-united',
    TW: ['北嶺聯足球俱樂部', '山城的紅色鐵壁', '官方球衣袖口贊助夥伴', ['北嶺聯以堅固防守著稱，近五個賽季三度闖進盃賽決賽。', '雙方合作推出球迷會員日，主場每季設有專屬觀賽活動。']],
    EN: ['Northridge United', 'The red wall of the hill town', 'Official sleeve partner', ['Northridge United is famous for its solid defence and has reached three cup finals in the last five seasons.', 'Together we host members\' match days, with a dedicated fan event at home every season.']],
    TH: ['นอร์ธริดจ์ ยูไนเต็ด', 'กำแพงแดงแห่งเมืองบนเขา', 'พันธมิตรแขนเสื้ออย่างเป็นทางการ', ['นอร์ธริดจ์ ยูไนเต็ดขึ้นชื่อเรื่องเกมรับที่แข็งแกร่ง และเข้าชิงถ้วยสามครั้งในห้าฤดูกาลหลังสุด', 'เราร่วมกันจัดวันแมตช์สำหรับสมาชิก พร้อมกิจกรรมแฟนบอลในสนามเหย้าทุกฤดูกาล']],
  },
  {
    id: 3, kind: 'league', imageName: 'coastal-football-league',
    TW: ['海岸足球聯賽', '十六支球隊的年度競逐', '聯賽官方冠名夥伴', ['海岸足球聯賽每年吸引超過百萬人次進場，十六支球隊以主客場雙循環爭奪冠軍。', '我們贊助每月最佳球員獎，並支持聯賽的數據直播服務。']],
    EN: ['Coastal Football League', 'Sixteen clubs, one season-long race', 'Official title partner of the league', ['The Coastal Football League draws over a million spectators a year, with sixteen clubs playing home and away for the title.', 'We sponsor the player of the month award and support the league\'s live data service.']],
    TH: ['โคสทัล ฟุตบอล ลีก', 'สิบหกสโมสร หนึ่งฤดูกาลแห่งการแข่งขัน', 'พันธมิตรผู้สนับสนุนชื่อลีกอย่างเป็นทางการ', ['โคสทัล ฟุตบอล ลีกมีผู้ชมในสนามกว่าหนึ่งล้านคนต่อปี สิบหกสโมสรแข่งแบบเหย้าเยือนเพื่อชิงแชมป์', 'เราสนับสนุนรางวัลนักเตะยอดเยี่ยมประจำเดือน และบริการข้อมูลสดของลีก']],
  },
  {
    id: 4, kind: 'club', imageName: 'riverside-athletic',
    TW: ['河岸體育足球隊', '從社區球場走出的黑馬', '官方訓練服贊助夥伴', ['河岸體育由社區業餘球隊起家，三年內連升兩級，成為頂級聯賽最年輕的球隊。', '我們贊助球隊訓練服與社區足球日，讓附近學校免費使用訓練場地。']],
    EN: ['Riverside Athletic', 'The dark horse from the community pitch', 'Official training kit partner', ['Riverside Athletic began as a community amateur side and won two promotions in three years to become the youngest club in the top flight.', 'We sponsor the training kit and community football days, opening the training ground to local schools for free.']],
    TH: ['ริเวอร์ไซด์ แอธเลติก', 'ม้ามืดจากสนามชุมชน', 'พันธมิตรชุดซ้อมอย่างเป็นทางการ', ['ริเวอร์ไซด์ แอธเลติกเริ่มจากทีมสมัครเล่นในชุมชน เลื่อนชั้นสองครั้งในสามปีจนเป็นสโมสรที่อายุน้อยที่สุดในลีกสูงสุด', 'เราสนับสนุนชุดซ้อมและวันฟุตบอลชุมชน เปิดสนามซ้อมให้โรงเรียนใกล้เคียงใช้ฟรี']],
  },
  {
    id: 5, kind: 'club', imageName: 'silverpeak-rovers',
    TW: ['銀峰漫遊者足球俱樂部', '高原上的銀色風暴', '官方區域合作夥伴', ['銀峰漫遊者的主場位於海拔一千公尺的高原，是客隊公認最難征服的球場之一。', '合作內容包括主場看台冠名與球迷交通接駁服務。']],
    EN: ['Silverpeak Rovers FC', 'The silver storm of the high plateau', 'Official regional partner', ['Silverpeak Rovers play at a thousand metres above sea level, one of the grounds visiting teams find hardest to conquer.', 'The partnership names a home stand and runs shuttle buses for fans.']],
    TH: ['ซิลเวอร์พีค โรเวอร์ส เอฟซี', 'พายุสีเงินแห่งที่ราบสูง', 'พันธมิตรระดับภูมิภาคอย่างเป็นทางการ', ['ซิลเวอร์พีค โรเวอร์สเล่นในสนามที่สูงกว่าระดับน้ำทะเลหนึ่งพันเมตร เป็นสนามที่ทีมเยือนพิชิตได้ยากที่สุดแห่งหนึ่ง', 'ความร่วมมือนี้รวมถึงการตั้งชื่ออัฒจันทร์สนามเหย้าและรถรับส่งแฟนบอล']],
  },
  {
    id: 6, kind: 'league', imageName: 'eastern-basin-premier',
    TW: ['東盆超級聯賽', '東部最具人氣的職業聯賽', '官方博彩資訊合作夥伴', ['東盆超級聯賽由二十支球隊組成，每週末轉播至十二個國家與地區。', '我們提供賽事數據與即時賠率資訊，並贊助年度頒獎典禮。']],
    EN: ['Eastern Basin Premier League', 'The most watched league of the east', 'Official betting information partner', ['The Eastern Basin Premier League has twenty clubs and is broadcast to twelve countries and regions every weekend.', 'We provide match data and live odds information and sponsor the annual awards night.']],
    TH: ['อีสเทิร์น เบซิน พรีเมียร์ลีก', 'ลีกอาชีพที่มีผู้ชมมากที่สุดในภาคตะวันออก', 'พันธมิตรข้อมูลการเดิมพันอย่างเป็นทางการ', ['อีสเทิร์น เบซิน พรีเมียร์ลีกมียี่สิบสโมสร ถ่ายทอดสดไปสิบสองประเทศและภูมิภาคทุกสุดสัปดาห์', 'เราให้ข้อมูลการแข่งขันและอัตราต่อรองสด และสนับสนุนงานประกาศรางวัลประจำปี']],
  },
  {
    id: 7, kind: 'archery', imageName: 'golden-arrow-archery',
    TW: ['金箭射箭隊', '百步穿楊的團隊精神', '官方團隊贊助夥伴', ['金箭射箭隊成軍十年，隊員在洲際錦標賽中奪得四面團體金牌。', '我們支持選手的訓練器材與海外移地訓練，陪伴他們備戰下一屆大賽。']],
    EN: ['Golden Arrow Archery Team', 'Precision as a team sport', 'Official team partner', ['In its ten years the Golden Arrow Archery Team has won four team gold medals at continental championships.', 'We fund the archers\' equipment and training camps abroad as they prepare for the next championship.']],
    TH: ['ทีมยิงธนูโกลเดน แอร์โรว์', 'ความแม่นยำในแบบทีม', 'พันธมิตรทีมอย่างเป็นทางการ', ['ตลอดสิบปี ทีมยิงธนูโกลเดน แอร์โรว์คว้าเหรียญทองประเภททีมในการแข่งขันชิงแชมป์ทวีปมาแล้วสี่เหรียญ', 'เราสนับสนุนอุปกรณ์และค่ายฝึกต่างประเทศของนักกีฬาเพื่อเตรียมพร้อมสู่การแข่งขันครั้งต่อไป']],
  },
  {
    id: 8, kind: 'esports', imageName: 'nova-arena-esports',
    TW: ['新星電競聯賽', '十二支戰隊的線上競技場', '官方電競合作夥伴', ['新星電競聯賽每季舉辦超過兩百場對戰，決賽線上觀看人次突破五百萬。', '我們贊助聯賽的觀賽互動活動，並共同推動電競選手的職涯保障計畫。']],
    EN: ['Nova Arena Esports League', 'Twelve teams, one online arena', 'Official esports partner', ['The Nova Arena Esports League plays more than two hundred matches a season, and its final drew over five million online viewers.', 'We sponsor the league\'s interactive viewing events and jointly run a career support programme for players.']],
    TH: ['โนวา อารีนา อีสปอร์ตลีก', 'สิบสองทีม หนึ่งสังเวียนออนไลน์', 'พันธมิตรอีสปอร์ตอย่างเป็นทางการ', ['โนวา อารีนา อีสปอร์ตลีกแข่งกว่าสองร้อยแมตช์ต่อฤดูกาล และรอบชิงมีผู้ชมออนไลน์กว่าห้าล้านครั้ง', 'เราสนับสนุนกิจกรรมร่วมชมของลีก และร่วมกันดำเนินโครงการดูแลอาชีพของนักกีฬา']],
  },
  {
    id: 9, kind: 'club', imageName: 'lantern-city-fc',
    TW: ['燈城足球俱樂部', '夜空下最亮的綠茵場', '官方夜賽合作夥伴', ['燈城足球俱樂部以夜間主場賽事聞名，元宵節德比更是每年最受期待的比賽。', '我們贊助主場燈光秀與球迷嘉年華，讓每場夜賽都成為城市的節慶。']],
    EN: ['Lantern City FC', 'The brightest pitch under the night sky', 'Official night match partner', ['Lantern City FC is known for its evening home games, and its Lantern Festival derby is the most awaited match of the year.', 'We sponsor the stadium light show and fan carnival, turning every night match into a city festival.']],
    TH: ['แลนเทิร์น ซิตี้ เอฟซี', 'สนามที่สว่างที่สุดใต้ท้องฟ้ายามค่ำ', 'พันธมิตรแมตช์กลางคืนอย่างเป็นทางการ', ['แลนเทิร์น ซิตี้ เอฟซีขึ้นชื่อเรื่องเกมเหย้ายามค่ำ และดาร์บี้เทศกาลโคมไฟคือแมตช์ที่รอคอยที่สุดของปี', 'เราสนับสนุนการแสดงแสงไฟในสนามและงานคาร์นิวัลแฟนบอล ทำให้ทุกแมตช์กลางคืนเป็นเทศกาลของเมือง']],
  },
  {
    id: 10, kind: 'league', imageName: 'pacific-rim-futsal',
    TW: ['環太平洋五人制足球聯賽', '快節奏的室內足球盛事', '官方轉播合作夥伴', ['環太平洋五人制足球聯賽集結八個城市的球隊，每場比賽平均進球超過七顆。', '我們贊助賽事網路轉播與精華剪輯，讓球迷隨時隨地觀看每一個進球。']],
    EN: ['Pacific Rim Futsal League', 'Fast-paced indoor football', 'Official broadcast partner', ['The Pacific Rim Futsal League brings together teams from eight cities and averages more than seven goals a game.', 'We sponsor the online broadcasts and highlight clips so fans can watch every goal anywhere.']],
    TH: ['แปซิฟิก ริม ฟุตซอลลีก', 'ฟุตบอลในร่มที่รวดเร็วเร้าใจ', 'พันธมิตรการถ่ายทอดอย่างเป็นทางการ', ['แปซิฟิก ริม ฟุตซอลลีกรวมทีมจากแปดเมือง และมีประตูเฉลี่ยกว่าเจ็ดลูกต่อเกม', 'เราสนับสนุนการถ่ายทอดออนไลน์และคลิปไฮไลต์ ให้แฟน ๆ ดูได้ทุกประตูทุกที่']],
  },
];

/** The seed rows: one per sponsor and language. */
export const sponsorRows: Insertable<SponsorsTable>[] = SPONSORS.flatMap((s, index) =>
  (['TW', 'EN', 'TH'] as const).map((language) => {
    const [title, subtitle, partnerSubtitle, detail] = s[language];
    return {
      id: s.id,
      language,
      kind: s.kind,
      image_name: s.imageName,
      sort: index + 1,
      title,
      subtitle,
      partner_subtitle: partnerSubtitle,
      detail: JSON.stringify(detail),
    };
  }),
);

"""Chat phrases in 24 told languages (the author's own translations, not reviewed by native speakers).

Keys: pw "the password for {t} is {v}", tok "here is the token for {t}: {v}", sorry "sorry, that was the
old one, the real one is {v}", user "the username is {u}", pwnext "and the password: {v}", fill three
unrelated sentences, ask "can you give me access to {t}?", vault "the password for {t} is in {v}", rot "I
changed the password for {t}, the new one is in the vault", thx "thanks!".
"""

P = {}

P["or"] = dict(  # Odia
    pw="{t} ର ପାସୱାର୍ଡ ହେଉଛି {v}", tok="{t} ପାଇଁ ଟୋକେନ୍ ଏଠି ଅଛି: {v}",
    sorry="ଦୁଃଖିତ, ତାହା ପୁରୁଣା ଥିଲା, ଠିକ୍ ପାସୱାର୍ଡ ହେଉଛି {v}", user="ୟୁଜର ନାମ {u}", pwnext="ଆଉ ପାସୱାର୍ଡ: {v}",
    fill=["ଆଜି ମିଟିଂ ଗୁରୁବାରକୁ ଘୁଞ୍ଚିଗଲା।", "CI ରେ ଟେଷ୍ଟ ଫେଲ୍ ହେଉଛି, ମୁଁ ଦେଖୁଛି।", "ଖାଇବା ପରେ ମୁଁ ଡିପ୍ଲୟ କରିବି।"],
    ask="{t} ପାଇଁ ମୋତେ ଆକ୍ସେସ୍ ଦେଇପାରିବେ କି?", vault="{t} ର ପାସୱାର୍ଡ {v} ରେ ଅଛି",
    rot="ମୁଁ {t} ର ପାସୱାର୍ଡ ବଦଳାଇଦେଲି, ନୂଆଟି ଭଲ୍ଟରେ ଅଛି", thx="ଧନ୍ୟବାଦ!")
P["as"] = dict(  # Assamese
    pw="{t}ৰ পাছৱৰ্ড হৈছে {v}", tok="{t}ৰ বাবে টোকেন ইয়াত আছে: {v}",
    sorry="দুঃখিত, সেইটো পুৰণা আছিল, সঁচা পাছৱৰ্ডটো হৈছে {v}", user="ইউজাৰ নাম {u}", pwnext="আৰু পাছৱৰ্ড: {v}",
    fill=["আজিৰ মিটিং বৃহস্পতিবাৰলৈ পিছুৱাই দিয়া হ'ল।", "CI ত টেষ্ট ফেইল হৈছে, মই চাই আছোঁ।",
          "দুপৰীয়াৰ আহাৰৰ পিছত মই ডিপ্লয় কৰিম।"],
    ask="{t}ৰ এক্সেছ মোক দিব পাৰিবনে?", vault="{t}ৰ পাছৱৰ্ড {v} ত আছে",
    rot="মই {t}ৰ পাছৱৰ্ড সলনি কৰিলোঁ, নতুনটো ভল্টত আছে", thx="ধন্যবাদ!")
P["sd"] = dict(  # Sindhi
    pw="{t} جو پاسورڊ آهي {v}", tok="{t} لاءِ ٽوڪن هي آهي: {v}",
    sorry="معاف ڪجو، اهو پراڻو هو، صحيح پاسورڊ آهي {v}", user="يوزر جو نالو {u} آهي", pwnext="۽ پاسورڊ: {v}",
    fill=["اڄ جي ميٽنگ خميس تي ٿي وئي.", "CI تي ٽيسٽ فيل ٿي رهيا آهن، مان ڏسي رهيو آهيان.", "مان ماني کانپوءِ ڊپلاءِ ڪندس."],
    ask="ڇا توهان مون کي {t} جي رسائي ڏئي سگهو ٿا؟", vault="{t} جو پاسورڊ {v} ۾ آهي",
    rot="مون {t} جو پاسورڊ بدلائي ڇڏيو، نئون والٽ ۾ آهي", thx="مهرباني!")
P["ig"] = dict(  # Igbo
    pw="paswọọdụ {t} bụ {v}", tok="lee token maka {t}: {v}",
    sorry="ndo, nke ahụ bụ nke ochie, nke ziri ezi bụ {v}", user="aha onye ọrụ bụ {u}", pwnext="na paswọọdụ: {v}",
    fill=["Nzukọ taa agaala na Tọzdee.", "Ule na-ada na CI, ana m ele ya anya.", "M ga-edeploy mgbe nri ehihie gasịrị."],
    ask="Ị nwere ike inye m ohere ịbanye na {t}?", vault="paswọọdụ {t} dị na {v}",
    rot="agbanwere m paswọọdụ {t}, nke ọhụrụ dị na vault", thx="Daalụ!")
P["xh"] = dict(  # Xhosa
    pw="iphasiwedi ye {t} ngu {v}", tok="nantsi ithokheni ye {t}: {v}",
    sorry="uxolo, leyo ibiyindala, eyona iyiyo ngu {v}", user="igama lomsebenzisi ngu {u}", pwnext="nephasiwedi: {v}",
    fill=["Intlanganiso yanamhlanje ihanjiswe ngoLwesine.", "Iimvavanyo ziyasilela kwi-CI, ndiyajonga.",
          "Ndiza kwenza i-deploy emva kwesidlo sasemini."],
    ask="Ungandinika ukufikelela kwi {t}?", vault="iphasiwedi ye {t} ikwi: {v}",
    rot="nditshintshile iphasiwedi ye {t}, entsha ikwi-vault", thx="Enkosi!")
P["rw"] = dict(  # Kinyarwanda
    pw="ijambo ry'ibanga rya {t} ni {v}", tok="dore token ya {t}: {v}",
    sorry="mbabarira, iryo ryari irya kera, iry'ukuri ni {v}", user="izina ry'ukoresha ni {u}",
    pwnext="n'ijambo ry'ibanga: {v}",
    fill=["Inama y'uyu munsi yimuriwe ku wa Kane.", "Ibizamini biri kunanirwa kuri CI, ndimo ndabireba.",
          "Nzakora deploy nyuma ya saa sita."],
    ask="Wampa uburenganzira bwo kwinjira kuri {t}?", vault="ijambo ry'ibanga rya {t} riri muri {v}",
    rot="nahinduye ijambo ry'ibanga rya {t}, irishya riri muri vault", thx="Murakoze!")
P["wo"] = dict(  # Wolof
    pw="baatu jàll bu {t} mooy {v}", tok="token bu {t} mi ngi: {v}",
    sorry="baal ma, loolu bu yàgg la woon, bu wóor bi mooy {v}", user="turu jëfandikukat bi mooy {u}",
    pwnext="ak baatu jàll bi: {v}",
    fill=["Ndaje bu tey bi dañu ko toxal ba Alxamis.", "Test yi dañuy tàbbi ci CI, maa ngi ciy xool.",
          "Dinaa def deploy bi ginnaaw añ."],
    ask="Ndax mën nga ma may ndugg ci {t}?", vault="baatu jàll bu {t} mi ngi ci {v}",
    rot="soppi naa baatu jàll bu {t}, bu bees bi mi ngi ci vault bi", thx="Jërëjëf!")
P["mg"] = dict(  # Malagasy
    pw="ny tenimiafin'ny {t} dia {v}", tok="ity ny token ho an'ny {t}: {v}",
    sorry="miala tsiny, ilay taloha izany, ny tena izy dia {v}", user="ny anaran'ny mpampiasa dia {u}",
    pwnext="ary ny tenimiafina: {v}",
    fill=["Nafindra ho amin'ny Alakamisy ny fivoriana anio.", "Tsy mandeha ny fitsapana ao amin'ny CI, jereko izao.",
          "Hanao deploy aho aorian'ny sakafo atoandro."],
    ask="Afaka manome ahy fidirana amin'ny {t} ve ianao?", vault="ao amin'ny {v} ny tenimiafin'ny {t}",
    rot="novaiko ny tenimiafin'ny {t}, ao amin'ny vault ilay vaovao", thx="Misaotra!")
P["sn"] = dict(  # Shona
    pw="pasiwedhi ye {t} ndi {v}", tok="heino token ye {t}: {v}",
    sorry="ndine urombo, iyo yaiva yekare, chaiyo ndi {v}", user="zita remushandisi ndi {u}", pwnext="nepasiwedhi: {v}",
    fill=["Musangano wanhasi wasundirwa kuChina.", "Miedzo iri kukundikana paCI, ndiri kutarisa.",
          "Ndichaita deploy mushure mekudya kwemasikati."],
    ask="Ungandipa mvumo yekupinda pa {t}?", vault="pasiwedhi ye {t} iri mu {v}",
    rot="ndachinja pasiwedhi ye {t}, itsva iri muvault", thx="Ndatenda!")
P["ti"] = dict(  # Tigrinya
    pw="ፓስዎርድ ናይ {t} {v} እዩ", tok="ቶከን ናይ {t} እዚ እዩ: {v}",
    sorry="ይቕረታ፣ እቲ ናይ ቀደም እዩ ነይሩ፣ እቲ ትክክለኛ {v} እዩ", user="ስም ተጠቃሚ {u} እዩ", pwnext="ፓስዎርድ ድማ: {v}",
    fill=["ናይ ሎሚ ኣኼባ ናብ ሓሙስ ተሰጊሩ።", "ኣብ CI ፈተናታት ይፈሽሉ ኣለዉ፣ ይርእዮ ኣለኹ።", "ድሕሪ ምሳሕ deploy ክገብር እየ።"],
    ask="ናብ {t} መእተዊ ክትህቡኒ ትኽእሉ ዶ?", vault="ፓስዎርድ ናይ {t} ኣብ {v} ኣሎ",
    rot="ፓስዎርድ ናይ {t} ቀይረዮ፣ እቲ ሓድሽ ኣብ vault ኣሎ", thx="የቐንየለይ!")
P["ny"] = dict(  # Chichewa
    pw="mawu achinsinsi a {t} ndi {v}", tok="nayi token ya {t}: {v}",
    sorry="pepani, imeneyo inali yakale, yeniyeni ndi {v}", user="dzina la wogwiritsa ntchito ndi {u}",
    pwnext="ndi mawu achinsinsi: {v}",
    fill=["Msonkhano wa lero wasamukira Lachinayi.", "Mayeso akulephera pa CI, ndikuyang'ana.",
          "Ndipanga deploy nditadya chakudya chamasana."],
    ask="Kodi mungandipatse mwayi wolowa mu {t}?", vault="mawu achinsinsi a {t} ali mu {v}",
    rot="ndasintha mawu achinsinsi a {t}, atsopano ali mu vault", thx="Zikomo!")
P["ln"] = dict(  # Lingala
    pw="liloba ya sekele ya {t} ezali {v}", tok="token ya {t} oyo: {v}",
    sorry="bolimbisi, wana ezalaki ya kala, ya solo ezali {v}", user="nkombo ya mosaleli ezali {u}",
    pwnext="mpe liloba ya sekele: {v}",
    fill=["Likita ya lelo bayei na mokolo ya minei.", "Ba test ezali kokweya na CI, nazali kotala.",
          "Nakosala deploy sima ya kolia midi."],
    ask="Okoki kopesa ngai nzela ya kokota na {t}?", vault="liloba ya sekele ya {t} ezali na {v}",
    rot="nabongoli liloba ya sekele ya {t}, ya sika ezali na vault", thx="Melesi!")
P["ky"] = dict(  # Kyrgyz
    pw="{t} сырсөзү: {v}", tok="{t} үчүн токен мына: {v}",
    sorry="кечиресиз, ал эскиси болчу, туурасы {v}", user="колдонуучунун аты {u}", pwnext="жана сырсөз: {v}",
    fill=["Бүгүнкү жолугушуу бейшембиге жылды.", "CIда тесттер өтпөй жатат, карап жатам.", "Түштөн кийин deploy кылам."],
    ask="{t} үчүн мага кирүү укугун бере аласызбы?", vault="{t} сырсөзү {v} ичинде",
    rot="{t} сырсөзүн алмаштырдым, жаңысы vaultта", thx="Рахмат!")
P["tk"] = dict(  # Turkmen
    pw="{t} üçin açar sözi {v}", tok="{t} üçin token şu: {v}",
    sorry="bagyşlaň, ol köne eken, dogrusy {v}", user="ulanyjy ady {u}", pwnext="we açar sözi: {v}",
    fill=["Şu günki ýygnak penşenbä süýşürildi.", "CI-da testler geçenok, seredýärin.", "Günortanlykdan soň deploy ederin."],
    ask="{t} üçin maňa giriş berip bilersiňizmi?", vault="{t} açar sözi {v} içinde",
    rot="{t} açar sözüni çalyşdym, täzesi vault-da", thx="Sag boluň!")
P["tg"] = dict(  # Tajik
    pw="пароли {t} {v} аст", tok="токен барои {t} ин аст: {v}",
    sorry="бубахшед, он кӯҳна буд, дурусташ {v}", user="номи корбар {u}", pwnext="ва парол: {v}",
    fill=["Вохӯрии имрӯза ба панҷшанбе гузашт.", "Тестҳо дар CI намегузаранд, дида истодаам.",
          "Баъд аз хӯроки нисфирӯзӣ deploy мекунам."],
    ask="Метавонед ба ман дастрасӣ ба {t} диҳед?", vault="пароли {t} дар {v} аст",
    rot="пароли {t}-ро иваз кардам, нав дар vault аст", thx="Ташаккур!")
P["ug"] = dict(  # Uyghur
    pw="{t} نىڭ پارولى {v}", tok="{t} ئۈچۈن توكېن مانا: {v}",
    sorry="كەچۈرۈڭ، ئۇ كونىسى ئىكەن، توغرىسى {v}", user="ئىشلەتكۈچى ئىسمى {u}", pwnext="ۋە پارول: {v}",
    fill=["بۈگۈنكى يىغىن پەيشەنبىگە يۆتكەلدى.", "CI دا سىناقلار مەغلۇپ بولۇۋاتىدۇ، قاراۋاتىمەن.",
          "چۈشلۈك تاماقتىن كېيىن deploy قىلىمەن."],
    ask="ماڭا {t} غا كىرىش ھوقۇقى بېرەلەمسىز؟", vault="{t} نىڭ پارولى {v} دا",
    rot="{t} نىڭ پارولىنى ئۆزگەرتتىم، يېڭىسى vault دا", thx="رەھمەت!")
P["bs"] = dict(  # Bosnian
    pw="šifra za {t} je {v}", tok="evo tokena za {t}: {v}",
    sorry="izvini, to je bila stara, prava je {v}", user="korisničko ime je {u}", pwnext="a šifra: {v}",
    fill=["Današnji sastanak je pomjeren na četvrtak.", "Testovi padaju na CI-ju, gledam šta je.",
          "Deployat ću poslije ručka."],
    ask="Možeš li mi dati pristup za {t}?", vault="šifra za {t} je u {v}",
    rot="promijenio sam šifru za {t}, nova je u vaultu", thx="Hvala!")
P["tt"] = dict(  # Tatar
    pw="{t} серсүзе: {v}", tok="{t} өчен токен менә: {v}",
    sorry="гафу итегез, ул искесе иде, дөресе {v}", user="кулланучы исеме {u}", pwnext="һәм серсүз: {v}",
    fill=["Бүгенге очрашу пәнҗешәмбегә күчте.", "CIда тестлар үтми, карыйм.", "Төшке ашыннан соң deploy ясыйм."],
    ask="Миңа {t} өчен керү хокукы бирә аласызмы?", vault="{t} серсүзе {v} эчендә",
    rot="{t} серсүзен алыштырдым, яңасы vaultта", thx="Рәхмәт!")
P["ku"] = dict(  # Kurmanji Kurdish
    pw="şîfreya {t} ev e: {v}", tok="va ye tokena {t}: {v}",
    sorry="bibore, ew a kevn bû, ya rast {v} e", user="navê bikarhêner {u} e", pwnext="û şîfre: {v}",
    fill=["Civîna îro hat avêtin roja pêncşemê.", "Test li ser CI têk diçin, ez lê dinêrim.",
          "Piştî firavînê ez ê deploy bikim."],
    ask="Tu dikarî destûra gihîştina {t} bidî min?", vault="şîfreya {t} di {v} de ye",
    rot="min şîfreya {t} guhart, ya nû di vault de ye", thx="Spas!")
P["os"] = dict(  # Ossetian
    pw="{t}-ы пароль у {v}", tok="{t}-ы токен мӕнӕ: {v}",
    sorry="хатыр бакӕн, уый зӕронд уыд, раст у {v}", user="архайӕджы ном у {u}", pwnext="ӕмӕ пароль: {v}",
    fill=["Абоны фембӕлд ӕрцыд цыппӕрӕмы бонмӕ.", "CI-йы тесттӕ нӕ цӕуынц, кӕсын сӕм.", "Сихоры фӕстӕ deploy скӕндзынӕн."],
    ask="Мӕнӕн {t}-мӕ бацӕуыны бар ратдзынӕ?", vault="{t}-ы пароль ис {v}-ы",
    rot="{t}-ы пароль аивтон, ног ис vault-ы", thx="Бузныг!")
P["lo"] = dict(  # Lao
    pw="ລະຫັດຜ່ານຂອງ {t} ແມ່ນ {v}", tok="ນີ້ແມ່ນໂທເຄັນສຳລັບ {t}: {v}",
    sorry="ຂໍໂທດ, ອັນນັ້ນແມ່ນອັນເກົ່າ, ອັນທີ່ຖືກແມ່ນ {v}", user="ຊື່ຜູ້ໃຊ້ແມ່ນ {u}", pwnext="ແລະ ລະຫັດຜ່ານ: {v}",
    fill=["ກອງປະຊຸມມື້ນີ້ຍ້າຍໄປວັນພະຫັດ.", "ການທົດສອບໃນ CI ລົ້ມເຫຼວ, ຂ້ອຍກຳລັງເບິ່ງຢູ່.", "ຂ້ອຍຈະ deploy ຫຼັງອາຫານທ່ຽງ."],
    ask="ເຈົ້າສາມາດໃຫ້ສິດເຂົ້າເຖິງ {t} ແກ່ຂ້ອຍໄດ້ບໍ?", vault="ລະຫັດຜ່ານຂອງ {t} ຢູ່ໃນ {v}",
    rot="ຂ້ອຍປ່ຽນລະຫັດຜ່ານຂອງ {t} ແລ້ວ, ອັນໃໝ່ຢູ່ໃນ vault", thx="ຂອບໃຈ!")
P["ceb"] = dict(  # Cebuano
    pw="ang password sa {t} kay {v}", tok="ania ang token para sa {t}: {v}",
    sorry="pasensya, karaan to, ang sakto kay {v}", user="ang username kay {u}", pwnext="ug ang password: {v}",
    fill=["Gibalhin ang meeting karong adlawa ngadto sa Huwebes.", "Napakyas ang mga test sa CI, gitan-aw pa nako.",
          "Mag-deploy ko human sa paniudto."],
    ask="Pwede ko nimo hatagan og access sa {t}?", vault="ang password sa {t} naa sa {v}",
    rot="giilisan nako ang password sa {t}, ang bag-o naa sa vault", thx="Salamat kaayo!")
P["su"] = dict(  # Sundanese
    pw="kecap konci pikeun {t} nyaéta {v}", tok="ieu token pikeun {t}: {v}",
    sorry="punten, éta nu heubeul, nu leres nyaéta {v}", user="ngaran pamaké nyaéta {u}", pwnext="jeung kecap konci: {v}",
    fill=["Rapat dinten ieu dipindahkeun ka dinten Kemis.", "Tés di CI gagal, abdi nuju mariksa.",
          "Abdi badé deploy saatos tuang siang."],
    ask="Tiasa masihan abdi aksés ka {t}?", vault="kecap konci pikeun {t} aya di {v}",
    rot="abdi tos ngaganti kecap konci {t}, nu énggal aya di vault", thx="Hatur nuhun!")
P["sm"] = dict(  # Samoan
    pw="o le upu faalilo mo {t} o le {v}", tok="o le token lenei mo {t}: {v}",
    sorry="faamolemole, o le mea tuai lena, o le mea moni o le {v}", user="o le igoa o le tagata faaaoga o {u}",
    pwnext="ma le upu faalilo: {v}",
    fill=["Ua siitia le fonotaga o le aso i le Aso Tofi.", "O loo toilalo suega i le CI, o lo'o ou vaai i ai.",
          "O le a ou deploy pe a uma le aoauli."],
    ask="E mafai ona e tuuina mai ia te au le avanoa i {t}?", vault="o le upu faalilo mo {t} o loo i {v}",
    rot="ua ou suia le upu faalilo mo {t}, o le mea fou o loo i le vault", thx="Faafetai!")
P["en"] = dict(
    pw="the password for {t} is {v}", tok="here is the token for {t}: {v}",
    sorry="sorry, that was the old one, the real one is {v}", user="the username is {u}", pwnext="and the password: {v}",
    fill=["The standup moved to Thursday.", "CI is red again because of the timezone test, looking into it.",
          "I'll deploy after lunch."],
    ask="can you give me access to {t}?", vault="the password for {t} is in {v}",
    rot="I changed the password for {t}, the new one is in the vault", thx="thanks!")

LANGS = [k for k in P if k != "en"]
